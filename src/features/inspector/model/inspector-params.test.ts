import { describe, expect, it } from 'vitest';
import { parseInspectorParams, writeInspectorParams } from './inspector-params';

describe('inspector URL state', () => {
  it('round-trips and drops defaults', () => {
    const p = parseInspectorParams(new URLSearchParams('tab=history&sel=lx2a3b4c-12&path=geo&status=4xx&text=%EB%AA%85%EB%8F%99&starred=1'));
    expect(p).toEqual({ tab: 'history', sel: 'lx2a3b4c-12', view: 'pretty', path: 'geo', status: '4xx', text: '명동', starredOnly: true });
    expect(writeInspectorParams(p).toString()).toBe('tab=history&sel=lx2a3b4c-12&path=geo&status=4xx&text=%EB%AA%85%EB%8F%99&starred=1');
    expect(writeInspectorParams(parseInspectorParams(new URLSearchParams(''))).toString()).toBe('');
  });

  it('keeps the table view and writes the body view as body=', () => {
    const base = new URLSearchParams('view=table&tab=history');
    const p = parseInspectorParams(base);
    expect(p.view).toBe('pretty');
    expect(writeInspectorParams({ ...p, view: 'raw', sel: 'lx2a3b4c-12' }, base).toString()).toBe('view=table&tab=history&sel=lx2a3b4c-12&body=raw');
    expect(writeInspectorParams(p, new URLSearchParams('tab=history')).toString()).toBe('tab=history');
    expect(parseInspectorParams(new URLSearchParams('body=raw')).view).toBe('raw');
    expect(parseInspectorParams(new URLSearchParams('view=raw')).view).toBe('raw');
  });

  it('ignores a malformed selection', () => {
    expect(parseInspectorParams(new URLSearchParams('sel=<script>')).sel).toBe('');
  });
});
