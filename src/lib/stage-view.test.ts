import { describe, expect, it } from 'vitest';
import { stageViewOf, withStageView } from './stage-view';

describe('stage view in the URL', () => {
  it('reads table only from view=table; anything else is the map view', () => {
    expect(stageViewOf('?view=table')).toBe('table');
    expect(stageViewOf('?q=1&view=table')).toBe('table');
    expect(stageViewOf('')).toBe('map');
    expect(stageViewOf('?view=TABLE')).toBe('map');
    expect(stageViewOf('?view=map')).toBe('map');
  });

  it('writes the view and keeps the other params', () => {
    expect(withStageView('?q=%EA%B0%95&page=2', 'table')).toBe('?q=%EA%B0%95&page=2&view=table');
    expect(withStageView('?q=1&view=table', 'map')).toBe('?q=1');
    expect(withStageView('?view=table', 'map')).toBe('');
    expect(withStageView('', 'table')).toBe('?view=table');
  });
});
