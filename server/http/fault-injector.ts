import { z } from 'zod';
import { GATEWAY_ERRORS, gatewayCodeBody, gatewayErrorBody, type GatewayCode } from '../../shared/contract/envelopes';

/**
 * Test-mode latency and error injection for API paths. Faults are matched by path prefix in
 * the order they were added, and apply before the gateway checks (any key, any path under
 * the prefix, served or not). Each fault answers `times` requests, then disappears.
 */

export const faultSchema = z.strictObject({
  /** Path prefix, e.g. '/tmap/geo' or '/tms/zoneList'. */
  path: z.string().startsWith('/').max(500),
  status: z.number().int().min(400).max(599),
  times: z.number().int().min(1).max(10_000).default(1),
  /** Envelope fields; default from the gateway table for the status. */
  category: z.string().min(1).max(40).optional(),
  code: z.string().min(1).max(80).optional(),
  message: z.string().max(1000).optional(),
  /** A whole JSON body instead of the envelope (e.g. a face `{message, code}`). */
  body: z.unknown().optional(),
});
export type Fault = z.output<typeof faultSchema>;

export const latencySchema = z.strictObject({ ms: z.number().int().min(0).max(60_000) });

const DEFAULT_CODES: Readonly<Record<number, GatewayCode>> = {
  400: 'INVALID_PATH',
  401: 'UNAUTHORIZED',
  403: 'INVALID_API_KEY',
  413: 'REQUEST_TOO_LARGE',
  429: 'THROTTLED',
  500: 'API_CONFIGURATION_ERROR',
  504: 'INTEGRATION_FAILURE',
};

export class FaultInjector {
  latencyMs = 0;
  private faults: { fault: Fault; left: number }[] = [];

  add(fault: Fault): void {
    this.faults.push({ fault, left: fault.times });
  }

  /** The fault for this path, counting one use; undefined when none applies. */
  take(path: string): Fault | undefined {
    const index = this.faults.findIndex(({ fault }) => path.startsWith(fault.path));
    const entry = this.faults[index];
    if (!entry) return undefined;
    entry.left -= 1;
    if (entry.left <= 0) this.faults.splice(index, 1);
    return entry.fault;
  }

  /** Pending faults and their remaining uses. */
  pending(): { path: string; status: number; left: number }[] {
    return this.faults.map(({ fault, left }) => ({ path: fault.path, status: fault.status, left }));
  }

  reset(): void {
    this.latencyMs = 0;
    this.faults = [];
  }
}

export function faultBody(fault: Fault): unknown {
  if (fault.body !== undefined) return fault.body;
  const known = DEFAULT_CODES[fault.status];
  if (known && fault.code === undefined && fault.message === undefined && fault.category === undefined) {
    return gatewayCodeBody(known);
  }
  const code = fault.code ?? known ?? 'INJECTED_FAULT';
  const message = fault.message ?? (known ? GATEWAY_ERRORS[known].message : 'Injected fault');
  return gatewayErrorBody(fault.status, fault.category ?? 'gw', code, message);
}
