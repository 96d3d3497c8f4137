/*
 * How many characters a text has, as a person counts them: grapheme clusters (Unicode's
 * extended grapheme clusters, as Intl.Segmenter finds them). "🚚", "👨‍👩‍👧", "한" (composed or as
 * three jamo) and "é" (one code point or e + accent) are each one character. JavaScript's
 * `length` counts UTF-16 units (🚚 is 2) and JSON Schema's maxLength counts code points (👨‍👩‍👧 is
 * 5): neither is what a person typing a name sees.
 */

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The number of characters (grapheme clusters) in `text`. */
export function characterCount(text: string): number {
  let n = 0;
  // Counting without an array: names are short, but a bulk file may hold thousands of them.
  for (const _ of graphemes.segment(text)) n++;
  return n;
}
