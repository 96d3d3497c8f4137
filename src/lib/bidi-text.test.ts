import { describe, expect, it } from 'vitest';
import { hasBidiControls, isolateInline, showBidiControls, stripBidiControls } from './bidi-text';

const SPOOF = '\u202Egnp.exe\u202C 권역';

describe('bidi text', () => {
  it('shows each explicit control by name, so an override cannot reverse the name', () => {
    expect(showBidiControls(SPOOF)).toBe('⟨RLO⟩gnp.exe⟨PDF⟩ 권역');
    expect(showBidiControls('a\u2066b\u2067c\u2068d\u2069e\u202Af\u202Bg\u202Dh\u200Ei\u200Fj\u061Ck')).toBe('a⟨LRI⟩b⟨RLI⟩c⟨FSI⟩d⟨PDI⟩e⟨LRE⟩f⟨RLE⟩g⟨LRO⟩h⟨LRM⟩i⟨RLM⟩j⟨ALM⟩k');
    expect(hasBidiControls(SPOOF)).toBe(true);
    expect(hasBidiControls(showBidiControls(SPOOF))).toBe(false);
  });

  it('strips controls for map labels', () => {
    expect(stripBidiControls(SPOOF)).toBe('gnp.exe 권역');
  });

  it('isolates right-to-left data inside a sentence and leaves Korean and Latin text unchanged', () => {
    expect(isolateInline('강남 권역 A-1')).toBe('강남 권역 A-1');
    expect(isolateInline('שלום 12')).toBe('\u2068שלום 12\u2069');
    expect(isolateInline('مرحبا')).toBe('\u2068مرحبا\u2069');
    expect(isolateInline(SPOOF)).toBe('⟨RLO⟩gnp.exe⟨PDF⟩ 권역');
  });
});
