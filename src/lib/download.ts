/**
 * Saves text as a file through the browser's download: nothing leaves the machine. CSV gets a
 * byte-order mark so spreadsheet programs read Korean text as UTF-8.
 */
export function downloadText(name: string, text: string, type: 'text/csv' | 'application/geo+json' | 'application/json'): void {
  const parts = type === 'text/csv' ? ['\uFEFF', text] : [text];
  const url = URL.createObjectURL(new Blob(parts, { type: `${type};charset=utf-8` }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
