import { isApiError } from '../../../api/errors';

/** A refused zone write as the form shows it: the service's own words, at the field they concern. */
export interface FieldRefusal {
  field: 'code' | 'name';
  text: string;
}

/**
 * Where and how to show why the service refused a zone write. The zone service names the field in
 * its message (`[name is at most …]`); anything else (a duplicate code, a gateway or HTTP failure)
 * stands at the code, the zone's identity. Without an answer (network, timeout) `notSent` explains.
 */
export function refusalAtField(error: unknown, notSent: string): FieldRefusal {
  if (!isApiError(error) || error.kind !== 'http') {
    const detail = error instanceof Error ? error.message : String(error);
    return { field: 'code', text: detail ? `${notSent} (${detail})` : notSent };
  }
  const e = error.envelope;
  const message = e && e.type !== 'unknown' && e.message ? e.message : error.message;
  const facts = [error.code, error.status === undefined ? undefined : `HTTP ${error.status}`].filter((f): f is string => f !== undefined && f !== '');
  const field = e?.type === 'zone' && /\[name\b/.test(e.message) ? 'name' : 'code';
  return { field, text: facts.length > 0 ? `${message} (${facts.join(' · ')})` : message };
}
