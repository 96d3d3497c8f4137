import { describe, expect, it } from 'vitest';
import { decodeBodyText, percentDecode, textProblem } from './strict-text';

describe('textProblem', () => {
  it('finds C0 controls and lone surrogates, and passes pairs and U+FFFD', () => {
    expect(textProblem('강남 😀 �')).toBeNull();
    expect(textProblem('a\u0000')?.fault).toBe('control');
    expect(textProblem('\u001f')?.reason).toContain('U+001F');
    expect(textProblem('\ud800x')?.fault).toBe('lone-surrogate');
    expect(textProblem('x\udfff')?.fault).toBe('lone-surrogate');
    expect(textProblem('\udcff', true)?.fault).toBe('invalid-utf8');
    expect(textProblem('\udcff', false)?.fault).toBe('lone-surrogate');
  });
});

describe('decodeBodyText', () => {
  it('keeps valid UTF-8 as it is and marks each invalid byte', () => {
    expect(decodeBodyText(new TextEncoder().encode('강남 😀'))).toEqual({ text: '강남 😀', invalidBytes: false });
    const mixed = decodeBodyText(new Uint8Array([0x61, 0xff, 0xea, 0xb0, 0x95, 0xed, 0xa0, 0x80, 0xc3]));
    expect(mixed.invalidBytes).toBe(true);
    expect(mixed.text).toBe('a\udcff강\udced\udca0\udc80\udcc3');
    // Overlong NUL (C0 80) is not UTF-8 either.
    expect(decodeBodyText(new Uint8Array([0xc0, 0x80])).text).toBe('\udcc0\udc80');
  });
});

describe('percentDecode', () => {
  it('decodes UTF-8 escapes, tells malformed escapes from bad bytes, and applies the text rule', () => {
    expect(percentDecode('%EA%B0%95%EB%82%A8+x')).toEqual({ ok: true, value: '강남+x' });
    expect(percentDecode('%EA%B0%95+x', true)).toEqual({ ok: true, value: '강 x' });
    expect(percentDecode('100%')).toEqual({ ok: false, malformed: true });
    expect(percentDecode('%G1')).toEqual({ ok: false, malformed: true });
    expect(percentDecode('%FF')).toMatchObject({ ok: false, malformed: false, problem: { fault: 'invalid-utf8' } });
    expect(percentDecode('%EA%B0')).toMatchObject({ ok: false, malformed: false, problem: { fault: 'invalid-utf8' } });
    expect(percentDecode('%00')).toMatchObject({ ok: false, malformed: false, problem: { fault: 'control' } });
  });
});
