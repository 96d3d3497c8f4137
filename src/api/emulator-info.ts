import type { z } from 'zod';
import type { emulatorInfoSchema, sourceSchema } from './emulator-info-schema';

/**
 * The local emulator's own description (GET /_locus/info on the console's origin): its version
 * and what data it holds beyond the demo world — each imported file (`sources`). A real service
 * has no such path; anything but a locus-emulator answer means "not the emulator".
 */
export type EmulatorInfo = z.infer<typeof emulatorInfoSchema>;
export type EmulatorSource = z.infer<typeof sourceSchema>;
export type SourceKind = EmulatorSource['kind'];

/** The kinds with an import command of their own (water and buildings come with `--roads`). */
export const SOURCE_KINDS: readonly SourceKind[] = ['regions', 'addresses', 'roads', 'pois'];

/** The option of the import command that reads a kind's files. */
const IMPORT_OPTION: Readonly<Record<SourceKind, string>> = { regions: 'admin', addresses: 'addresses', roads: 'roads', pois: 'pois', water: 'roads', buildings: 'roads' };

/** The command that imports data of a kind into the emulator (docs/importing.md). */
export function importCommand(kind: SourceKind): string {
  return `npm run emulator:import -- --${IMPORT_OPTION[kind]} FILE`;
}

/** The emulator's info, or null when the origin does not answer as the emulator. */
export async function fetchEmulatorInfo(fetchImpl: typeof fetch = fetch): Promise<EmulatorInfo | null> {
  let body: unknown;
  try {
    const res = await fetchImpl('/_locus/info', { cache: 'no-store', credentials: 'omit' });
    if (!res.ok) return null;
    body = await res.json();
  } catch {
    return null;
  }
  const { emulatorInfoSchema: schema } = await import('./emulator-info-schema');
  const parsed = schema.safeParse(body);
  return parsed.success ? parsed.data : null;
}
