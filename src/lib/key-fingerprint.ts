/**
 * A short one-way name for a key, so that counts can be kept per key in localStorage without
 * the key: the first 8 hex digits of its SHA-256 (32 bits: enough to tell one's own keys apart,
 * far too little to find a key from). Where Web Crypto is not offered (a page served over plain
 * HTTP from another machine is not a secure context) it falls back to FNV-1a, also 32 bits.
 */
export async function keyFingerprint(key: string, subtle: SubtleCrypto | undefined = globalThis.crypto?.subtle): Promise<string> {
  const bytes = new TextEncoder().encode(key);
  if (subtle) {
    const digest = new Uint8Array(await subtle.digest('SHA-256', bytes));
    return Array.from(digest.slice(0, 4), (b) => b.toString(16).padStart(2, '0')).join('');
  }
  let h = 0x811c9dc5;
  for (const b of bytes) h = Math.imul(h ^ b, 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0');
}
