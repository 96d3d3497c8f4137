import { useQuery } from '@tanstack/react-query';
import type { ConsoleHost } from './diagnose-probe';
import { identifyAnswer } from '../api/service-identity';

/**
 * Who serves the console's page, which decides where its Content-Security-Policy comes from:
 * the emulator (LOCUS_CONNECT_SRC) or another web host (its own header). Asked of the page's
 * own origin only; never of the API service.
 */
export async function detectConsoleHost(fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis)): Promise<ConsoleHost> {
  try {
    const res = await fetchImpl('/_locus/health', { cache: 'no-store' });
    const identity = identifyAnswer({ status: res.status, contentType: res.headers.get('content-type'), bodyText: await res.text(), expect: 'emulator' });
    return identity.kind === 'emulator' ? 'emulator' : 'static';
  } catch {
    return 'static';
  }
}

/** The console's host, asked once per page. */
export function useConsoleHost(): ConsoleHost | undefined {
  return useQuery({ queryKey: ['locus', 'console-host'], queryFn: () => detectConsoleHost(), staleTime: Infinity, retry: false }).data;
}
