/**
 * Text from the service or the user can carry Unicode's explicit bidirectional controls. An
 * override such as RLO (U+202E) makes `\u202Egnp.exe\u202C` show as "exe.png", and an
 * unterminated one reorders the console's own text after it. Data is therefore shown with its
 * controls made visible (each as its short name, e.g. ⟨RLO⟩), and isolated from the text around it.
 */
const CONTROL_NAMES: Readonly<Record<string, string>> = {
  '\u061C': 'ALM',
  '\u200E': 'LRM',
  '\u200F': 'RLM',
  '\u202A': 'LRE',
  '\u202B': 'RLE',
  '\u202C': 'PDF',
  '\u202D': 'LRO',
  '\u202E': 'RLO',
  '\u2066': 'LRI',
  '\u2067': 'RLI',
  '\u2068': 'FSI',
  '\u2069': 'PDI',
};

const CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** Letters of right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko, …, and their presentation forms). */
const RTL_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]|\uD802[\uDC00-\uDFFF]|\uD803[\uDC00-\uDE7F]|\uD83A[\uDC00-\uDDFF]|\uD83B[\uDC00-\uDEFF]/;

const FSI = '\u2068';
const PDI = '\u2069';

/** True when the text holds an explicit bidirectional control. */
export function hasBidiControls(text: string): boolean {
  return new RegExp(CONTROLS.source).test(text);
}

/** The text with each bidirectional control replaced by its visible short name, e.g. ⟨RLO⟩. */
export function showBidiControls(text: string): string {
  return text.replace(CONTROLS, (c) => `⟨${CONTROL_NAMES[c] ?? 'BIDI'}⟩`);
}

/** The text without bidirectional controls: for map labels, whose glyphs cannot show the names. */
export function stripBidiControls(text: string): string {
  return text.replace(CONTROLS, '');
}

/**
 * Data placed inside a sentence (a message, an option, an attribute): controls made visible, and,
 * when it holds right-to-left letters, wrapped in FSI…PDI so it cannot reorder the words around
 * it. Plain Korean or Latin text comes back unchanged.
 */
export function isolateInline(text: string): string {
  const shown = showBidiControls(text);
  return RTL_LETTER.test(shown) ? `${FSI}${shown}${PDI}` : shown;
}
