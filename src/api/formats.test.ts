import { describe, expect, it } from 'vitest';
import { callbackDeviation, javascriptCallee, unwrapJavascript } from './formats';

describe('the JavaScript form (format=javascript&callback=…)', () => {
  it('is unwrapped by text, and its callee read', () => {
    expect(unwrapJavascript('cb({"a":1});')).toBe('{"a":1}');
    expect(javascriptCallee(' my.cb ({"a":1})\n')).toBe('my.cb');
    expect(javascriptCallee('{"a":1}')).toBeUndefined();
  });

  it('calls the function asked for; another name is a deviation, said with both names', () => {
    expect(callbackDeviation('x', 'x({"a":1})')).toBeUndefined();
    expect(callbackDeviation('x', 'y({"a":1})')).toEqual({ kind: 'contract', field: '(callback)', expected: 'callback "x"', got: 'callback "y"' });
    // An error envelope comes as plain JSON whatever the format: no callback to compare.
    expect(callbackDeviation('x', '{"error":{"code":"X"}}')).toBeUndefined();
  });
});
