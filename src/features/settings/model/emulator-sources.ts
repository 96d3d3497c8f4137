/** An import time (ISO) as `YYYY-MM-DD HH:mm UTC`, the same in every language and time zone; the text itself when it is not a time. */
export function formatImportedAt(iso: string): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return iso;
  return `${time.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
