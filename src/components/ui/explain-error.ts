import { isApiError } from '../../api/errors';

/** Codes with their own explanation in the message catalogues (errors.<key>.title / .hint). */
const KNOWN = new Set([
  'UNAUTHORIZED',
  'INVALID_API_KEY',
  'MISSING_AUTHENTICATION_TOKEN',
  'THROTTLED',
  'QUOTA_EXCEEDED',
  'ACCESS_DENIED',
  '9401',
  '3102',
  '1007',
]);

export interface ErrorExplanation {
  /** Message-catalogue key under `errors.` */
  key: string;
  code?: string;
  status?: number;
  /** The service's own message, shown as text. */
  message?: string;
}

export function explainError(error: unknown): ErrorExplanation {
  if (!isApiError(error)) {
    return { key: 'unknown', message: error instanceof Error ? error.message : String(error) };
  }
  if (error.kind !== 'http') return { key: error.kind, message: error.message };
  const code = error.code;
  return {
    key: code && KNOWN.has(code) ? code : 'unknown',
    code,
    status: error.status,
    message: error.envelope && error.envelope.type !== 'unknown' ? error.envelope.message : error.message,
  };
}
