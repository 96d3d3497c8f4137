import type { Page } from '@playwright/test';

/**
 * The Korean UI is Korean: the Latin words a Korean reader sees on a page, apart from those that
 * are not English to translate. What is not looked at:
 * - data: the service's answers and the user's own input (`DataText`'s `bdi.data-text`, form
 *   values); in an attribute, a word the page also shows as data or code;
 * - code: `code`, `pre`, `kbd`, `samp` and `.mono` text (paths, bodies, field names, commands),
 *   and in any text a path, URL, domain, file name or `name=value`;
 * - text marked as another language (`lang="en"`: the language switch names English in English);
 * - what a screen does not show (hidden elements, the map's canvas).
 * Besides text, what the page shows or reads out in place of text is looked at too: placeholders,
 * `aria-label`, `title` and images' `alt`.
 *
 * A word passes when it is a code (a capitalised identifier of four letters or more, or one with
 * a digit, an underscore or a capital after a small letter: QUOTA_EXCEEDED, KATECH, WGS84GEO,
 * TinyFaceDetector), a single letter (x, y, N, the map's R and L markers), or a term of ALLOWED.
 */
const ALLOWED = new Set([
  // Standards, formats and protocols, written so in Korean texts too.
  'API', 'JSON', 'XML', 'CSV', 'PNG', 'URL', 'HTTP', 'CORS', 'ID', 'GPS', 'JavaScript', 'PMTiles', 'OpenAPI', 'HAR', 'curl',
  // Coordinate systems and their parts: EPSG codes, UTM, TM (transverse Mercator), the Bessel and
  // GRS 1980 ellipsoids, degrees-minutes-seconds (DMS); KST and UTC, GMT for another zone's offset.
  'EPSG', 'UTM', 'UTM-K', 'TM', 'Bessel', 'GRS', 'DMS', 'KST', 'UTC', 'GMT', 'POI',
  // Proper names: the console itself, the service's owner, the map's software and data.
  'Locus', 'SK', 'MapLibre', 'OpenStreetMap', 'OSM', 'OpenFreeMap', 'Protomaps', 'Natural', 'Earth',
  // HTTP methods.
  'GET', 'POST', 'PUT', 'DELETE',
  // Units.
  'ms', 'km', 'px', 'KB', 'MB', 'GB',
  // Keys, named as printed on a Korean keyboard's keycaps.
  'Enter', 'Tab', 'Esc', 'Escape', 'Shift',
]);

const isCode = (word: string) => /[0-9_]/.test(word) || /[a-z][A-Z]/.test(word) || /^[A-Z][A-Z-]{3,}$/.test(word) || word.length === 1;

/** Paths, URLs, domains, file names and `name=value`: code wherever they are written. */
const CODE_TOKEN = /(?:^|\s)(?:\/\S+|\S*:\/\/\S*|\S*=\S*|[\w-]+(?:\.[\w-]+)*\.(?:md|json|csv|har|png|jpg|pbf|pmtiles|osm|kr|com|org)\b\S*)/g;

const wordsOf = (text: string) => text.replace(CODE_TOKEN, ' ').match(/[A-Za-z][A-Za-z0-9_'’-]*/g) ?? [];

/** The Latin words of the page that a Korean reader would have to read as English, with where each was seen. */
export async function latinWords(page: Page): Promise<string[]> {
  const { texts, attributes, data } = await page.evaluate(() => {
    const DATA = 'code, pre, kbd, samp, .mono, bdi.data-text';
    const SKIP = `${DATA}, script, style, .maplibregl-canvas-container`;
    const visible = (el: Element) => el.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true });
    const otherLanguage = (el: Element) => {
      const marked = el.closest('[lang]');
      return marked !== null && marked !== document.documentElement && !marked.getAttribute('lang')?.startsWith('ko');
    };
    const texts: string[] = [];
    const data: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!parent || text === '' || !visible(parent)) continue;
      if (parent.closest(DATA)) data.push(text);
      else if (!parent.closest(SKIP) && !otherLanguage(parent)) texts.push(text);
    }
    for (const el of document.body.querySelectorAll('input, select, textarea')) {
      if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) data.push(el.value);
      if (el instanceof HTMLSelectElement) data.push(...Array.from(el.options, (o) => o.text));
    }
    const attributes: string[] = [];
    for (const el of document.body.querySelectorAll('[placeholder], [aria-label], [title], img[alt]')) {
      if (el.closest(SKIP) || !visible(el) || otherLanguage(el)) continue;
      for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
        const v = el.getAttribute(name);
        if (v) attributes.push(`${v} [${name}]`);
      }
    }
    return { texts, attributes, data };
  });
  const dataWords = new Set(data.flatMap(wordsOf));
  const found: string[] = [];
  for (const [list, fromData] of [
    [texts, false],
    [attributes, true],
  ] as const) {
    for (const text of list) {
      const shown = text.replace(/ \[(placeholder|aria-label|title|alt)\]$/, '');
      const bad = wordsOf(shown).filter((w) => {
        const bare = w.replace(/[-'’]+$/, '');
        return !ALLOWED.has(bare) && !isCode(bare) && !(fromData && dataWords.has(w));
      });
      if (bad.length > 0) found.push(`${bad.join(' ')} — in “${text.slice(0, 120)}”`);
    }
  }
  return [...new Set(found)];
}
