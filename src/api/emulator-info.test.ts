import { describe, expect, it } from 'vitest';
import { emulatorInfoSchema } from './emulator-info-schema';
import { importCommand } from './emulator-info';

describe('the emulator info the console reads', () => {
  it('accepts water and buildings among the imported sources (they come with the roads import)', () => {
    const source = (kind: string) => ({ kind, file: 'korea.osm.pbf', rows: 10, importedAt: '2026-11-26T10:00:00.000Z', version: '', layout: 'osm-pbf' });
    const info = { name: 'locus-emulator', version: '1.0.0', sources: [source('roads'), source('water'), source('buildings')] };
    const parsed = emulatorInfoSchema.safeParse(info);
    expect(parsed.success ? parsed.data.sources.map((s) => s.kind) : parsed.error.message).toEqual(['roads', 'water', 'buildings']);
  });

  it('names the import option that reads each kind', () => {
    expect(importCommand('regions')).toBe('npm run emulator:import -- --admin FILE');
    expect(importCommand('water')).toBe('npm run emulator:import -- --roads FILE');
    expect(importCommand('buildings')).toBe('npm run emulator:import -- --roads FILE');
    expect(importCommand('pois')).toBe('npm run emulator:import -- --pois FILE');
  });
});
