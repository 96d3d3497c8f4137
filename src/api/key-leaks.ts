/* Keys that are hard to redact, and the check that none can still be read out of a text: for the redaction tests. */

/** One key per character the URL, form and JSON encodings treat differently, plus non-ASCII. */
const SPECIALS = ['(', ')', '~', '!', "'", '*', '+', ' ', '%', '&', '='];
export const KEYS = [...SPECIALS.map((c) => `we${c}ird${c}key`), 'we(i)rd~k!y', "a(b)c~d!e'f*g+h i%j&k=l", '키ключ-key', 'ключ (키) ~!'];

/** Every way the key could still be read out of a redacted text. */
export function leaks(text: string, key: string): boolean {
  const forms = [key, encodeURIComponent(key), new URLSearchParams([['', key]]).toString().slice(1), JSON.stringify(key).slice(1, -1)];
  let decoded = text;
  try {
    decoded = decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    // Not percent-decodable as a whole: the raw forms are still checked.
  }
  return forms.some((f) => text.includes(f)) || decoded.includes(key);
}
