import { describe, expect, it } from 'vitest';
import { diffZones, foreignChanges, hasChanges, OwnZoneChanges } from './zone-diff';

describe('diffZones', () => {
  it('names what another client added, removed and renamed', () => {
    const c = diffZones(
      [
        { code: '1', name: 'a' },
        { code: '2', name: 'b' },
      ],
      [
        { code: '2', name: 'B' },
        { code: '3', name: 'c' },
      ],
    );
    expect(c).toEqual({ added: ['3'], removed: ['1'], renamed: [{ code: '2', from: 'b', to: 'B' }] });
    expect(hasChanges(c)).toBe(true);
    expect(hasChanges(diffZones([{ code: '1', name: 'a' }], [{ code: '1', name: 'a' }]))).toBe(false);
  });
});

const z = (code: string, name = `zone ${code}`) => ({ code, name });

/** Reads the list as the page does: mark the start, then judge the reading against the last one. */
function reader(own: OwnZoneChanges, first: { code: string; name: string }[]) {
  let last = first;
  return {
    start: () => own.readingStarted(),
    land: (startedAt: number, next: { code: string; name: string }[]) => {
      const foreign = foreignChanges(last, next, own.judge(startedAt));
      last = next;
      return foreign;
    },
    read(next: { code: string; name: string }[]) {
      return this.land(this.start(), next);
    },
  };
}

describe('OwnZoneChanges: the page’s own writes are never another client’s', () => {
  it('adding 7777 and then deleting it reports nothing foreign', () => {
    const own = new OwnZoneChanges();
    const list = reader(own, [z('1')]);
    own.begin(['7777']);
    own.settle(['7777'], true);
    expect(hasChanges(list.read([z('1'), z('7777')]))).toBe(false);
    own.begin(['7777']);
    own.settle(['7777'], true);
    expect(hasChanges(list.read([z('1')]))).toBe(false);
  });

  it('a reading while the write is in flight, and one begun before it settled, count it as own', () => {
    const own = new OwnZoneChanges();
    const list = reader(own, [z('1')]);
    own.begin(['7777']);
    expect(hasChanges(list.read([z('1'), z('7777')]))).toBe(false);
    const early = list.start();
    own.settle(['7777'], true);
    expect(hasChanges(list.land(early, [z('1'), z('7777', 'renamed by us')]))).toBe(false);
    // The reading begun after it settled still counts it as own (it is the first certain to show it) …
    expect(hasChanges(list.read([z('1'), z('7777', 'renamed again by us')]))).toBe(false);
    // … and after that the code is forgotten: another client's later change to it is reported.
    expect(list.read([z('1')])).toEqual({ added: [], removed: ['7777'], renamed: [] });
  });

  it('a refused write changed nothing: another client’s change of that code is still reported', () => {
    const own = new OwnZoneChanges();
    const list = reader(own, [z('100'), z('1')]);
    own.begin(['100']);
    own.settle(['100'], false);
    expect(list.read([z('1'), z('200')])).toEqual({ added: ['200'], removed: ['100'], renamed: [] });
  });

  it('a refused add that was rolled back shows nothing foreign', () => {
    const own = new OwnZoneChanges();
    const list = reader(own, [z('1')]);
    own.begin(['7777']);
    own.settle(['7777'], false);
    expect(hasChanges(list.read([z('1')]))).toBe(false);
  });

  it('two writes of one code in flight: the code stays own until both have settled', () => {
    const own = new OwnZoneChanges();
    const list = reader(own, [z('5')]);
    own.begin(['5']);
    own.begin(['5']);
    own.settle(['5'], false);
    expect(hasChanges(list.read([z('5', 'new')]))).toBe(false);
    own.settle(['5'], true);
    expect(hasChanges(list.read([z('5', 'newer')]))).toBe(false);
    expect(list.read([])).toEqual({ added: [], removed: ['5'], renamed: [] });
  });
});
