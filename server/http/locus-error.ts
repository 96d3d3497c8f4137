/** The envelope of the emulator's own paths (/_locus/…) when they refuse a request. */
export function locusError(status: 400 | 404 | 503, code: string, message: string) {
  return { error: { id: String(status), category: 'locus', code, message } };
}
