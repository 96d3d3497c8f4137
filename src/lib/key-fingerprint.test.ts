import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keyFingerprint } from './key-fingerprint';

describe('keyFingerprint', () => {
  it('is the first 8 hex digits of the key’s SHA-256, and never holds the key', async () => {
    const key = 'l7xx0123456789abcdef0123456789abcdef';
    const fp = await keyFingerprint(key);
    expect(fp).toBe(createHash('sha256').update(key).digest('hex').slice(0, 8));
    expect(fp).toMatch(/^[0-9a-f]{8}$/);
    expect(key).not.toContain(fp);
  });

  it('tells keys apart, with Web Crypto and without it', async () => {
    expect(await keyFingerprint('key-a')).not.toBe(await keyFingerprint('key-b'));
    const a = await keyFingerprint('key-a', undefined);
    expect(a).toMatch(/^[0-9a-f]{8}$/);
    expect(a).not.toBe(await keyFingerprint('key-b', undefined));
    expect(a).toBe(await keyFingerprint('key-a', undefined));
  });
});
