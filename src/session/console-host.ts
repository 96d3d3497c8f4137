import { useQuery } from '@tanstack/react-query';
import type { ConsoleHost } from './diagnose-probe';

/**
 * Whether the emulator's health answer is this body: `{"status":"ok","version":"…"}`. A static
 * host's fallback page answers 200 to any path, so the status alone proves nothing.
 */
export function isEmulatorHealth(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const o = body as Record<string, unknown>;
  return o.status === 'ok' && typeof o.version === 'string';
}

/**
 * Who serves the console's page, which decides where its Content-Security-Policy comes from:
 * the emulator (LOCUS_CONNECT_SRC) or another web host (its own header). Asked of the page's
 * own origin only; never of the API service.
 */
export async function detectConsoleHost(fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis)): Promise<ConsoleHost> {
  try {
    const res = await fetchImpl('/_locus/health', { cache: 'no-store' });
    if (!res.ok) return 'static';
    const text = await res.text();
    return isEmulatorHealth(JSON.parse(text)) ? 'emulator' : 'static';
  } catch {
    return 'static';
  }
}

/** The console's host, asked once per page. */
export function useConsoleHost(): ConsoleHost | undefined {
  return useQuery({ queryKey: ['locus', 'console-host'], queryFn: () => detectConsoleHost(), staleTime: Infinity, retry: false }).data;
}
