/**
 * What a row of the zone table offers. The service names a zone by its code in zoneUpdate and
 * zoneDelete, so a zone it sent without one (real answers do) can be neither edited nor deleted
 * from here: no button is offered rather than a call that names no zone. A row whose write is
 * on its way keeps its buttons, disabled.
 */
export function rowActions(z: { code: string; pending?: string | undefined }): { offered: boolean; enabled: boolean } {
  if (z.code.trim() === '') return { offered: false, enabled: false };
  return { offered: true, enabled: z.pending === undefined };
}

/** A row's id in the table: its code, or for a zone without one its seq, else its place in the answer. */
export function zoneRowId(z: { code: string; seq: number }, index: number): string {
  if (z.code !== '') return `code:${z.code}`;
  return Number.isFinite(z.seq) ? `seq:${z.seq}` : `row:${index}`;
}
