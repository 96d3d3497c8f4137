import { describe, expect, it } from 'vitest';
import { parseInspectorParams, writeInspectorParams } from './inspector-params';

describe('inspector URL state', () => {
  it('round-trips and drops defaults', () => {
    const p = parseInspectorParams(new URLSearchParams('tab=history&sel=lx2a3b4c-12&path=geo&status=4xx&text=%EB%AA%85%EB%8F%99&starred=1'));
    expect(p).toEqual({ tab: 'history', sel: 'lx2a3b4c-12', view: 'pretty', path: 'geo', status: '4xx', text: '명동', starredOnly: true });
    expect(writeInspectorParams(p).toString()).toBe('tab=history&sel=lx2a3b4c-12&path=geo&status=4xx&text=%EB%AA%85%EB%8F%99&starred=1');
    expect(writeInspectorParams(parseInspectorParams(new URLSearchParams(''))).toString()).toBe('');
  });

  it('writes the body view as body=, leaving view= to the table view', () => {
    const p = parseInspectorParams(new URLSearchParams('view=table&tab=history'));
    expect(p.view).toBe('pretty');
    expect(writeInspectorParams({ ...p, view: 'raw', sel: 'lx2a3b4c-12' }).toString()).toBe('tab=history&sel=lx2a3b4c-12&body=raw');
    expect(parseInspectorParams(new URLSearchParams('body=raw')).view).toBe('raw');
    expect(parseInspectorParams(new URLSearchParams('view=raw')).view).toBe('raw');
  });

  it('ignores a malformed selection', () => {
    expect(parseInspectorParams(new URLSearchParams('sel=<script>')).sel).toBe('');
  });
});
