import type { Hono } from 'hono';
import { z } from 'zod';
import type { LocusEnv } from '../http/locus-env';
import type { Db } from '../db/open-database';
import { resetData } from '../db/reset-data';
import { faultSchema, latencySchema, type FaultInjector } from '../http/fault-injector';
import type { RateLimiter } from '../http/rate-limiter';

/**
 * Test-mode control (registered only when LOCUS_TEST_MODE=1; otherwise these paths are 404):
 * - POST /_locus/control/reset → empties the data tables, rate counters, faults and latency
 * - POST /_locus/control/latency {ms} → delay every API request by ms (0 = off)
 * - POST /_locus/control/fault {path, status, times?, category?, code?, message?, body?}
 *   → the next `times` API requests under `path` get that error
 * - POST /_locus/control/limits {rps, dailyQuota} → per-key limits until the next reset (0 = off);
 *   reset restores the configured LOCUS_RATE_LIMIT_RPS / LOCUS_DAILY_QUOTA
 * - GET /_locus/control/state → current latency, pending faults and limits
 */
export function registerControlRoutes(
  app: Hono<LocusEnv>,
  deps: { db: Db; limiter: RateLimiter; faults: FaultInjector },
): void {
  const { db, limiter, faults } = deps;

  app.post('/_locus/control/reset', (c) => {
    const tables = resetData(db);
    limiter.reset();
    faults.reset();
    return c.json({ ok: true, emptied: tables });
  });

  app.post('/_locus/control/latency', async (c) => {
    const parsed = await readJson(c.req.raw, latencySchema);
    if (!parsed.ok) return c.json(badRequest(parsed.message), 400);
    faults.latencyMs = parsed.data.ms;
    return c.json({ ok: true, latencyMs: faults.latencyMs });
  });

  app.post('/_locus/control/fault', async (c) => {
    const parsed = await readJson(c.req.raw, faultSchema);
    if (!parsed.ok) return c.json(badRequest(parsed.message), 400);
    faults.add(parsed.data);
    return c.json({ ok: true, pending: faults.pending() });
  });

  app.post('/_locus/control/limits', async (c) => {
    const parsed = await readJson(c.req.raw, limitsSchema);
    if (!parsed.ok) return c.json(badRequest(parsed.message), 400);
    limiter.setLimits({ rps: parsed.data.rps ?? limiter.current.rps, dailyQuota: parsed.data.dailyQuota ?? limiter.current.dailyQuota });
    return c.json({ ok: true, limits: limiter.current });
  });

  app.get('/_locus/control/state', (c) => c.json({ latencyMs: faults.latencyMs, pending: faults.pending(), limits: limiter.current }));
}

/** Either limit may be left out (kept as it is); 0 turns it off. */
const limitsSchema = z.strictObject({
  rps: z.number().int().min(0).max(1_000_000).optional(),
  dailyQuota: z.number().int().min(0).max(1_000_000_000).optional(),
});

function badRequest(message: string) {
  return { error: { id: '400', category: 'locus', code: 'BAD_CONTROL_REQUEST', message } };
}

async function readJson<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<{ ok: true; data: z.output<S> } | { ok: false; message: string }> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return { ok: false, message: 'The body must be JSON' };
  }
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, data: result.data };
  const issue = result.error.issues[0];
  return { ok: false, message: issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'Invalid body' };
}
