import type { TextPosition } from '../../shared/contract/text-position';
import type { HttpMethod, OperationId, ResponseFormat } from './types';

/**
 * One record per call, emitted when it starts and again when it ends.
 * Everything in it is already redacted: the key appears as <API_KEY>.
 */
export interface RequestEvent {
  id: number;
  phase: 'start' | 'end';
  operation: OperationId;
  method: HttpMethod;
  /** Absolute URL with credentials replaced by placeholders. */
  url: string;
  /** Request headers with credentials replaced by placeholders. */
  headers: Record<string, string>;
  /** A short, redacted text form of the request body, if any. */
  requestBody?: string;
  format: ResponseFormat;
  startedAt: number;
  /** Set on 'end'. */
  status?: number;
  durationMs?: number;
  /** Response size in bytes. */
  size?: number;
  /** Response body text (capped), on 'end'. */
  responseBody?: string;
  /**
   * Response headers as received, on 'end': names lower-cased, cookies and anything that could
   * carry a credential left out, credentials in values replaced by placeholders.
   */
  responseHeaders?: Record<string, string>;
  /** On 'end', when the body was not valid JSON and was read after escaping these quotes. */
  repairedJson?: TextPosition[];
  /** On failure: the error's kind and service code. */
  error?: { kind: string; code?: string; message: string };
  attempt: number;
}

export type RequestListener = (event: RequestEvent) => void;

/** A tiny synchronous event stream: subscribe returns the unsubscribe function. */
export class RequestEventStream {
  private readonly listeners = new Set<RequestListener>();

  subscribe(listener: RequestListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  emit(event: RequestEvent): void {
    for (const l of this.listeners) {
      try {
        l(event);
      } catch {
        // A faulty listener must not break the request that triggered it.
      }
    }
  }
}
