import { describe, expect, it } from 'vitest';
import { pickId } from './scope-pick';

const groups = [{ group_id: 'G1' }, { group_id: 'G2' }];
const id = (g: { group_id: string }) => g.group_id;

describe('picking the scope', () => {
  it('keeps an id that exists', () => expect(pickId(groups, 'G2', id)).toBe('G2'));
  it('takes the first when the id is unknown or empty', () => {
    expect(pickId(groups, 'demo-group', id)).toBe('G1');
    expect(pickId(groups, '', id)).toBe('G1');
  });
  it('takes none from an empty list and waits for a loading one', () => {
    expect(pickId([], 'G1', id)).toBe('');
    expect(pickId(undefined, 'G1', id)).toBeUndefined();
  });
});
