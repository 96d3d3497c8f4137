import { isApiError } from '../../api/errors';
import type { Area } from '../../api/types';

/** Codes with their own explanation in the message catalogues (errors.<key>.title / .hint). */
const KNOWN = new Set([
  'UNAUTHORIZED',
  'INVALID_API_KEY',
  'MISSING_AUTHENTICATION_TOKEN',
  'THROTTLED',
  'QUOTA_EXCEEDED',
  'ACCESS_DENIED',
  'API_CONFIGURATION_ERROR',
  'INTEGRATION_FAILURE',
  // Numeric gateway codes in use before 2023-02-02; older deployments may still send them.
  '8001',
  '8101',
  '8102',
  '8104',
  '7104',
  '9401',
  '3102',
  '1007',
  '9402',
  '9404',
  '4000',
  '4001',
  '4002',
  '4003',
  '5000',
  // A web page answered instead of the service (errors.ts).
  'NOT_THE_SERVICE',
  // This server's own answers in proxy and replay modes (server/proxy).
  'NO_RECORDING',
  'UPSTREAM_UNREACHABLE',
  'UPSTREAM_TIMEOUT',
]);

/**
 * Face service codes (envelope `{message, code}`): catalogue key `face_<code>`. Kept apart from
 * the codes above because the numbers overlap with other products' (4000 is a zone data error).
 */
const KNOWN_FACE = new Set([
  ...['1000', '1001', '1002', '1003', '1011', '2000', '2001', '2002', '2004'],
  ...['3000', '3001', '3002', '3003', '3004', '3007', '3009', '3010', '3020', '3030', '3040', '3041'],
  ...['3050', '3051', '3052', '3060', '3061', '3062'],
  ...['4000', '4001', '4002', '4003', '4004', '4005', '4006'],
  '9404',
]);

/** Codes whose meaning depends on the operation: catalogue key `<operation>_<code>`. */
const KNOWN_PER_OPERATION = new Set(['nearToRoad_9404', 'reverseLabel_9404', 'coordConvert_1007']);

/**
 * Answers that sending the same request again cannot change: the request itself is wrong (9401
 * missing, 9402 bad value, 1007 bad coordinate system, the zone service's 4000/4001/4003) or the
 * service has nothing for it (9404 nothing found, 3102 no service there).
 */
const FINAL_CODES = new Set(['9401', '9402', '9404', '3102', '1007', '7104']);
const FINAL_ZONE_CODES = new Set(['4000', '4001', '4002', '4003']);
/** The gateway's own: the day's quota is used up until midnight KST, whatever is sent (429 like THROTTLED, which may pass). */
const FINAL_GATEWAY_CODES = new Set(['QUOTA_EXCEEDED']);

/** Whether "Try again" can help: only when the service did not answer for good (network, timeout, limits, 5xx …). */
export function canRetryFix(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind !== 'http') return true;
  const e = error.envelope;
  if (e?.type === 'tmap' && FINAL_CODES.has(e.code)) return false;
  if (e?.type === 'zone' && FINAL_ZONE_CODES.has(e.code)) return false;
  if ((e?.type === 'gateway' || e?.type === 'tmap') && FINAL_GATEWAY_CODES.has(e.code)) return false;
  return true;
}

export interface ErrorExplanation {
  /** Message-catalogue key under `errors.` */
  key: string;
  code?: string;
  status?: number;
  /** The service's own message, shown as text. */
  message?: string;
}

/** The catalogue key for a service code; `face` when the code came in the face service's envelope. */
function keyFor(operation: string, code: string | undefined, face: boolean): string {
  const specific = `${operation}_${code ?? ''}`;
  if (face) return code && KNOWN_FACE.has(code) ? `face_${code}` : 'unknown';
  return KNOWN_PER_OPERATION.has(specific) ? specific : code && KNOWN.has(code) ? code : 'unknown';
}

export function explainError(error: unknown): ErrorExplanation {
  if (!isApiError(error)) {
    return { key: 'unknown', message: error instanceof Error ? error.message : String(error) };
  }
  if (error.kind !== 'http') return { key: error.kind, message: error.message };
  const code = error.code;
  return {
    key: keyFor(error.operation, code, error.envelope?.type === 'face'),
    code,
    status: error.status,
    message: error.envelope && error.envelope.type !== 'unknown' ? error.envelope.message : error.message,
  };
}

/**
 * The same explanation for a recorded call (the inspector's rows are redacted events, not
 * errors). A numeric code from the face area is the face service's; its gateway codes are words.
 */
export function explainFailedCall(call: {
  operation: string;
  area: Area;
  status?: number | undefined;
  error?: { kind: string; code?: string | undefined; message: string } | undefined;
}): ErrorExplanation | undefined {
  const { error } = call;
  const failedStatus = call.status !== undefined && call.status >= 400;
  if (!error && !failedStatus) return undefined;
  if (error && error.kind !== 'http') return { key: error.kind, message: error.message };
  const code = error?.code;
  const face = call.area === 'faces' && code !== undefined && /^\d+$/.test(code);
  return { key: keyFor(call.operation, code, face), code, status: call.status, message: error?.message };
}

/**
 * When several calls fail for one reason that is not theirs (the key, the gateway, the network),
 * that error, so the page can say it once; otherwise undefined.
 */
export function sharedGatewayError(errors: readonly unknown[]): unknown {
  if (errors.length < 2 || errors.some((e) => !isApiError(e))) return undefined;
  const [first, ...rest] = errors;
  if (!isApiError(first)) return undefined;
  const gatewayLevel = first.kind !== 'http' || first.envelope?.type === 'gateway';
  if (!gatewayLevel) return undefined;
  const same = (e: unknown) => isApiError(e) && e.kind === first.kind && e.code === first.code;
  return rest.every(same) ? first : undefined;
}
