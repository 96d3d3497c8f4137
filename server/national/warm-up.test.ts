import { afterEach, describe, expect, it } from 'vitest';
import { MEMORY_DB, openDatabase, type Db } from '../db/open-database';
import { formatWgs84 } from '../domain/address-search';
import { createWorldServices } from '../world-services';
import type { WorldServices } from '../world-services-types';
import { BUSAN_HALL, CHUNCHEON, importFixtureAddresses, SEOUL_JUNGGU, YANGPYEONG } from './address-fixtures';
import { createWarmUp } from './warm-up';

let db: Db | undefined;
afterEach(() => db?.close());

describe('a warm-up', () => {
  it('runs its steps by rank, a step again while it says there is more, and goes on past a step that fails', async () => {
    const log: string[] = [];
    const warmUp = createWarmUp((line) => log.push(line));
    const ran: string[] = [];
    let pieces = 0;
    warmUp.add(3, () => {
      ran.push(`pieces ${++pieces}`);
      return pieces === 3;
    });
    warmUp.add(2, () => {
      ran.push('roads');
      throw new Error('the roads are damaged');
    });
    warmUp.add(0, () => {
      ran.push('regions');
    });
    await warmUp.run();
    expect(ran).toEqual(['regions', 'roads', 'pieces 1', 'pieces 2', 'pieces 3']);
    expect(log[0]).toContain('the roads are damaged');
    expect(log.at(-1)).toMatch(/^all data loaded \d+ ms after the server started listening$/);
  });

  it('stops between steps when told to', async () => {
    const warmUp = createWarmUp();
    const ran: number[] = [];
    let stop = false;
    warmUp.add(1, () => {
      ran.push(1);
      stop = true;
    });
    warmUp.add(2, () => {
      ran.push(2);
    });
    await warmUp.run(() => stop);
    expect(ran).toEqual([1]);
  });
});

describe('services that load in a warm-up', () => {
  const places = [BUSAN_HALL, YANGPYEONG, SEOUL_JUNGGU, CHUNCHEON];
  const answers = (world: WorldServices) => [
    ...places.flatMap((p) =>
      (['Y', 'N'] as const).map((newAddressExtend) => world.reverseGeocode({ lon: p.lon + 0.0001, lat: p.lat, addressType: 'A10', newAddressExtend })),
    ),
    world.fullAddrGeo({ text: '부산 연제구 중앙대로 1001', addressFlag: 'F00', page: 1, count: 20 }, formatWgs84),
    world.postcode({ text: BUSAN_HALL.zipcode, page: 1, count: 20 }, formatWgs84),
  ];

  it('load nothing when made, answer at once from the rows, and answer the same from the hot fields once warm', async () => {
    db = openDatabase(MEMORY_DB);
    importFixtureAddresses(db);
    const loaded = answers(createWorldServices(db));
    expect(loaded.filter((answer) => answer !== null).length).toBeGreaterThan(8);

    const log: string[] = [];
    const warmUp = createWarmUp((line) => log.push(line));
    const world = createWorldServices(db, { log: (line) => log.push(line), warmUp });
    expect(log).toEqual([]);
    // Before the warm-up: each service loads what it needs (the addresses over their rows).
    expect(answers(world)).toEqual(loaded);
    expect(log.some((line) => line.startsWith('addresses: import generation'))).toBe(true);
    expect(log.some((line) => line.startsWith('roads:'))).toBe(false);
    expect(log).not.toContain('addresses: the hot fields answer from now on');

    await warmUp.run();
    expect(log.some((line) => line.startsWith('roads: import generation'))).toBe(true);
    expect(log).toContain('addresses: the hot fields answer from now on');
    expect(log.at(-1)).toMatch(/^all data loaded/);
    expect(answers(world)).toEqual(loaded);
  });

  it('write the demo buildings before answering on a new database, and compare them with those stored in a step on a later start', async () => {
    db = openDatabase(MEMORY_DB);
    const version = () => db?.prepare("SELECT version FROM demo_dataset WHERE kind = 'addresses'").pluck().get();
    const first = createWarmUp();
    createWorldServices(db, { warmUp: first });
    const written = version();
    expect(written).toEqual(expect.any(String));
    await first.run();

    // A start after the demo world changed: the stored buildings answer until the step rewrites them.
    db.prepare("UPDATE demo_dataset SET version = 'an older world' WHERE kind = 'addresses'").run();
    const later = createWarmUp();
    const world = createWorldServices(db, { warmUp: later });
    expect(version()).toBe('an older world');
    const cityHall = { lon: 126.978, lat: 37.5665, addressType: 'A10', newAddressExtend: 'N' } as const;
    const before = world.reverseGeocode(cityHall);
    await later.run();
    expect(version()).toBe(written);
    expect(world.reverseGeocode(cityHall)).toEqual(before);
  });
});
