import { describe, expect, it } from 'vitest';
import { defaultStageView, mapShown, stageViewOf, withStageView } from './stage-view';

describe('stage view in the URL', () => {
  it('opens the pages whose map has nothing to show in the table view, the others in the map view', () => {
    expect(['/zones', '/inspector', '/faces'].map(defaultStageView)).toEqual(['table', 'table', 'table']);
    expect(['/batch', '/explore', '/search', '/settings'].map(defaultStageView)).toEqual(['map', 'map', 'map', 'map']);
  });

  it('reads table or map from view=, anything else is the page’s default', () => {
    expect(stageViewOf('?view=table', '/batch')).toBe('table');
    expect(stageViewOf('?q=1&view=table', '/batch')).toBe('table');
    expect(stageViewOf('', '/batch')).toBe('map');
    expect(stageViewOf('?view=TABLE', '/batch')).toBe('map');
    expect(stageViewOf('?view=map', '/zones')).toBe('map');
    expect(stageViewOf('', '/zones')).toBe('table');
    expect(stageViewOf('?view=other', '/inspector')).toBe('table');
  });

  it('writes the view, leaving out the page’s default, and keeps the other params', () => {
    expect(withStageView('?q=%EA%B0%95&page=2', 'table', '/batch')).toBe('?q=%EA%B0%95&page=2&view=table');
    expect(withStageView('?q=1&view=table', 'map', '/batch')).toBe('?q=1');
    expect(withStageView('?view=table', 'map', '/batch')).toBe('');
    expect(withStageView('', 'table', '/batch')).toBe('?view=table');
    expect(withStageView('?q=1', 'map', '/zones')).toBe('?q=1&view=map');
    expect(withStageView('?view=map', 'table', '/zones')).toBe('');
  });

  it('says whether the map is shown: not in a table view that hides it', () => {
    expect(mapShown('/zones', '')).toBe(false);
    expect(mapShown('/zones', '?view=map')).toBe(true);
    expect(mapShown('/batch', '?view=table')).toBe(true);
    expect(mapShown('/explore', '?view=table')).toBe(true);
    expect(mapShown('/faces', '?view=table')).toBe(false);
  });
});
