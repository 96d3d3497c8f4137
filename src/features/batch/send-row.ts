/**
 * One row, one request: the operation's API function with the client's own retry turned off
 * (`retry: false`), so every attempt is the runner's, counted and shown per row.
 */
import { call } from '../../api/call';
import type { RequestSender } from '../../api/types';
import { explainError } from '../../components/ui/explain-error';
import type { BatchJob } from './model/job';
import { convertAddressResult, convertResult, geocodeResult, inputPoint, nearRoadResult, NoMatchError, reverseResult, SEARCH_TYPE, type RowResult } from './model/operations';
import type { RowError } from './model/row-state';

/** `job` may be a function returning the job as it stands, so a row edited during the run is sent with its new input. */
type JobInputs = Pick<BatchJob, 'config' | 'inputs'>;

export function rowSender(client: RequestSender, job: JobInputs | (() => JobInputs)): (index: number, signal: AbortSignal) => Promise<RowResult> {
  const current = typeof job === 'function' ? job : () => job;
  return async (index, signal) => {
    const { config, inputs } = current();
    const input = inputs[index];
    if (!input) throw new Error(`Row ${index + 1} has no input`);
    const options = { signal, retry: false };
    if (input.kind === 'address' && (config.operation === 'toLot' || config.operation === 'toRoad')) {
      const res = await call(client, 'convertAddress', { searchTypCd: SEARCH_TYPE[config.operation], reqAdd: input.text, reqMulti: 'S', resCoordType: 'WGS84GEO' }, options);
      return convertAddressResult(res.data, config.operation);
    }
    if (input.kind === 'address') {
      const res = await call(client, 'fullAddrGeo', { fullAddr: input.text, coordType: 'WGS84GEO', count: 1 }, options);
      return geocodeResult(res.data);
    }
    const { lat, lon } = input;
    const point = inputPoint(config, input);
    switch (config.operation) {
      case 'reverse':
        return reverseResult((await call(client, 'reverseGeocoding', { lat, lon, coordType: config.fromCoord }, options)).data, point);
      case 'convert':
        return convertResult((await call(client, 'coordConvert', { lat, lon, fromCoord: config.fromCoord, toCoord: config.toCoord }, options)).data, config, point);
      case 'nearRoad':
        return nearRoadResult((await call(client, 'nearToRoad', { lat, lon, coordType: config.fromCoord }, options)).data, point);
      case 'geocode':
      case 'toLot':
      case 'toRoad':
        throw new Error('This operation needs an address');
    }
  };
}

/** What a failed row keeps of its error: the catalogue key of the explanation, the code, the service's message. */
export function describeRowError(error: unknown): RowError {
  if (error instanceof NoMatchError) return { key: 'noMatch', scope: 'batch' };
  const e = explainError(error);
  return { key: e.key, scope: 'errors', code: e.code, status: e.status, message: e.message };
}
