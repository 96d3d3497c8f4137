import { describe, expect, it } from 'vitest';
import { detectConsoleHost } from './console-host';

const answer = (status: number, body: string) => () => Promise.resolve(new Response(body, { status }));

describe('detectConsoleHost', () => {
  it("recognises the emulator's health answer", async () => {
    expect(await detectConsoleHost(answer(200, '{"status":"ok","service":"locus-emulator","version":"0.1.0"}'))).toBe('emulator');
  });
  it("is not fooled by a static host's fallback page answering 200", async () => {
    expect(await detectConsoleHost(answer(200, '<!doctype html><div id="root"></div>'))).toBe('static');
    expect(await detectConsoleHost(answer(200, '{"status":"ok","version":"0.1.0"}'))).toBe('static');
  });
  it('a 404 or a failed fetch is a static host', async () => {
    expect(await detectConsoleHost(answer(404, 'Not Found'))).toBe('static');
    expect(await detectConsoleHost(() => Promise.reject(new TypeError('Failed to fetch')))).toBe('static');
  });
});
