import { describe, expect, it } from 'vitest';
import { upstreamFailure } from './upstream-failure';

const fetchFailed = (code: string) => Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error(code), { code }) });

describe('upstreamFailure', () => {
  it('names the service origin and the cause in the gateway envelope', () => {
    const dns = upstreamFailure('https://apis.example.com/base', fetchFailed('ENOTFOUND'), null);
    expect(dns.status).toBe(502);
    expect(dns.body.error).toMatchObject({ id: '502', category: 'gw', code: 'UPSTREAM_UNREACHABLE' });
    expect(dns.body.error.message).toBe('The proxy could not reach https://apis.example.com: its name could not be resolved (DNS, ENOTFOUND)');
    expect(upstreamFailure('https://a.example', fetchFailed('UNABLE_TO_VERIFY_LEAF_SIGNATURE'), null).body.error.message).toContain('TLS');
    expect(upstreamFailure('https://a.example', fetchFailed('ECONNREFUSED'), null).body.error.message).toContain('refused');
  });

  it('is a 504 for a timeout, ours or the connection one', () => {
    expect(upstreamFailure('https://a.example', new Error('aborted'), { ms: 30_000 }).body.error).toMatchObject({
      code: 'UPSTREAM_TIMEOUT',
      message: 'The proxy got no answer from https://a.example within 30 s (LOCUS_UPSTREAM_TIMEOUT_MS)',
    });
    expect(upstreamFailure('https://a.example', fetchFailed('UND_ERR_CONNECT_TIMEOUT'), null).status).toBe(504);
  });
});
