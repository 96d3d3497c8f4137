/*
 * The few web-platform globals this folder may use: both runtimes have them (browsers, and
 * Node since 10), but with neither DOM nor Node types loaded here they must be declared.
 * Keep this list short: anything one runtime lacks does not belong in shared/.
 */
declare class URL {
  constructor(url: string, base?: string);
  readonly protocol: string;
  readonly username: string;
  readonly password: string;
  readonly hostname: string;
  readonly host: string;
  readonly origin: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  readonly href: string;
  toString(): string;
}

declare class URLSearchParams implements Iterable<[string, string]> {
  constructor(init?: string | Record<string, string> | [string, string][]);
  get(name: string): string | null;
  getAll(name: string): string[];
  has(name: string): boolean;
  toString(): string;
  [Symbol.iterator](): Iterator<[string, string]>;
}

declare class Blob {
  readonly size: number;
  readonly type: string;
}

declare class TextEncoder {
  encode(input?: string): Uint8Array;
}
