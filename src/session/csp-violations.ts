/**
 * Recent Content-Security-Policy violations of the page, as the browser reported them
 * (`securitypolicyviolation` on document). Only the blocked origin and the directive are kept:
 * a blocked URL may carry the key in its query, so the URL itself is never stored.
 */
export interface CspViolation {
  /** The origin the policy refused (e.g. "https://gateway.example.com"). */
  blockedOrigin: string;
  /** The directive that refused it ("connect-src", "img-src" …). */
  directive: string;
  /** When it was reported (ms since epoch). */
  at: number;
}

const KEEP = 20;
/** A violation older than this no longer explains a failing call. */
export const VIOLATION_FRESH_MS = 5 * 60_000;

/** The origin of a reported blocked URI, or undefined for keywords such as "inline" or "eval". */
export function blockedOriginOf(blockedUri: string): string | undefined {
  try {
    const url = new URL(blockedUri);
    if (url.protocol !== 'http:' && url.protocol !== 'https:' && url.protocol !== 'ws:' && url.protocol !== 'wss:') return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

/** The latest connect-src violation for `origin` reported at or after `since`. */
export function findViolation(violations: readonly CspViolation[], origin: string, since: number): CspViolation | undefined {
  for (let i = violations.length - 1; i >= 0; i--) {
    const v = violations[i];
    if (v && v.at >= since && v.blockedOrigin === origin && v.directive.startsWith('connect-src')) return v;
  }
  return undefined;
}

type Listener = () => void;

class CspViolationStore {
  private list: CspViolation[] = [];
  private readonly listeners = new Set<Listener>();
  private watching = false;

  get = (): readonly CspViolation[] => this.list;

  subscribe = (l: Listener): (() => void) => {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  };

  record(blockedUri: string, directive: string, at = Date.now()): void {
    const blockedOrigin = blockedOriginOf(blockedUri);
    if (!blockedOrigin) return;
    this.list = [...this.list.slice(-(KEEP - 1)), { blockedOrigin, directive, at }];
    for (const l of this.listeners) l();
  }

  /** Starts listening on the document (once). */
  watch(doc: Document): void {
    if (this.watching) return;
    this.watching = true;
    doc.addEventListener('securitypolicyviolation', (e) => this.record(e.blockedURI, e.effectiveDirective || e.violatedDirective));
  }

  /**
   * The violation for `origin` since `since`, waiting up to `waitMs` for it: the browser queues
   * the report as a task, so it may arrive just after the refused fetch has failed.
   */
  waitFor(origin: string, since: number, waitMs: number): Promise<CspViolation | undefined> {
    const found = findViolation(this.list, origin, since);
    if (found) return Promise.resolve(found);
    return new Promise((resolve) => {
      const done = (v: CspViolation | undefined) => {
        clearTimeout(timer);
        unsubscribe();
        resolve(v);
      };
      const unsubscribe = this.subscribe(() => {
        const v = findViolation(this.list, origin, since);
        if (v) done(v);
      });
      const timer = setTimeout(() => done(undefined), waitMs);
    });
  }
}

export const cspViolations = new CspViolationStore();
