/**
 * Free text, first step: tokens (numbers, unit marks, words) and the labels and hemispheres that
 * tag them (`lat=`, `N`, `북위`…), before or after their number, grouped into segments.
 */
import { NUMBER, type Span } from './reading';

type Unit = 'deg' | 'min' | 'sec';

type Axis = 'lat' | 'lon';

export interface Tag {
  axis: Axis;
  /** -1 for S and W. */
  sign: 1 | -1;
  /** A hemisphere (N/S/E/W, 북위…) rather than an axis label (lat, x, 위도…). */
  hemisphere: boolean;
}

export interface NumItem {
  type: 'num';
  raw: string;
  value: number;
  start: number;
  /** End of the number, including its unit mark. */
  end: number;
  unit: Unit | null;
}

interface TagItem {
  type: 'tag';
  tag: Tag;
  start: number;
  end: number;
}

interface WordItem {
  type: 'word';
  start: number;
  end: number;
}

export type Item = NumItem | TagItem | WordItem;

type Style = 'prefix' | 'suffix';

export interface Segment {
  tagItem: TagItem | null;
  nums: NumItem[];
}

export interface Part {
  item: NumItem;
  unit: Unit;
}

export interface Component {
  parts: Part[];
  tagItem: TagItem | null;
}

/** A component read as one signed value. */
export interface Value {
  value: number;
  dms: boolean;
  tag: Tag | null;
  spans: Span[];
  /** A plain integer that may be an id column. */
  idLike: boolean;
}

const hemisphere = (axis: Axis, sign: 1 | -1): Tag => ({ axis, sign, hemisphere: true });

const axisLabel = (axis: Axis): Tag => ({ axis, sign: 1, hemisphere: false });

const TAG_WORDS = new Map<string, Tag>([
  ...['n', 'north', '북위'].map((w): [string, Tag] => [w, hemisphere('lat', 1)]),
  ...['s', 'south', '남위'].map((w): [string, Tag] => [w, hemisphere('lat', -1)]),
  ...['e', 'east', '동경'].map((w): [string, Tag] => [w, hemisphere('lon', 1)]),
  ...['w', 'west', '서경'].map((w): [string, Tag] => [w, hemisphere('lon', -1)]),
  ...['lat', 'latitude', '위도', 'y', 'northing'].map((w): [string, Tag] => [w, axisLabel('lat')]),
  ...['lon', 'lng', 'long', 'longitude', '경도', 'x', 'easting'].map((w): [string, Tag] => [w, axisLabel('lon')]),
]);

const UNIT_WORDS = new Map<string, Unit>([
  ['도', 'deg'],
  ['분', 'min'],
  ['초', 'sec'],
]);

/** Marks that are units wherever they follow a number. */
const TYPOGRAPHIC_MARKS = new Map<string, Unit>([
  ['°', 'deg'],
  ['º', 'deg'],
  ['˚', 'deg'],
  ['′', 'min'],
  ['″', 'sec'],
]);

/** Quote characters that are units only in text that has a degree sign. */
const QUOTE_MARKS = new Map<string, Unit>([
  ["'", 'min'],
  ['’', 'min'],
  ["''", 'sec'],
  ['"', 'sec'],
  ['”', 'sec'],
]);

export const NEXT_UNIT: Record<Unit, Unit | null> = { deg: 'min', min: 'sec', sec: null };

export const UNIT_RANK: Record<Unit, number> = { deg: 0, min: 1, sec: 2 };

const TOKEN = new RegExp(String.raw`(${NUMBER})|(''|[°º˚′″'’"”])|([A-Za-z]+|[\uAC00-\uD7A3]+)`, 'g');

/** What may stand between a label and its number: `lat=`, `"lat": "`, `N `. */
const PREFIX_GAP = /^[\s:="']*$/;

const SUFFIX_GAP = /^\s*$/;

/** A number or letter glued to a word (B2, 3층, Gangnam's) is part of the word. */
const GLUE = /^['’]?$/;

export const INTEGER = /^[+-]?\d+$/;

export function tokenize(text: string): Item[] {
  const hasDegree = /[°º˚]|\d\s*도/.test(text);
  const items: Item[] = [];
  for (const m of text.matchAll(TOKEN)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    if (m[1] !== undefined) {
      items.push({ type: 'num', raw: m[1], value: Number(m[1]), start, end, unit: null });
      continue;
    }
    const mark = m[2];
    const word = m[3] ?? '';
    const unit = mark !== undefined ? (TYPOGRAPHIC_MARKS.get(mark) ?? (hasDegree ? QUOTE_MARKS.get(mark) : undefined)) : UNIT_WORDS.get(word);
    const prev = items.at(-1);
    if (unit && prev?.type === 'num' && prev.unit === null && SUFFIX_GAP.test(text.slice(prev.end, start))) {
      prev.unit = unit;
      prev.end = end;
    } else if (mark === undefined) {
      const tag = TAG_WORDS.get(word.toLowerCase());
      items.push(tag ? { type: 'tag', tag, start, end } : { type: 'word', start, end });
    }
  }
  return items;
}

export function demoteGlued(items: Item[], text: string): void {
  const gluedToWord = (a: Item | undefined, b: Item | undefined): boolean =>
    a !== undefined && b !== undefined && (a.type === 'word' || b.type === 'word') && GLUE.test(text.slice(a.end, b.start));
  items.forEach((item, i) => {
    if (item.type !== 'word' && (gluedToWord(items[i - 1], item) || gluedToWord(item, items[i + 1]))) {
      items[i] = { type: 'word', start: item.start, end: item.end };
    }
  });
}

/** Whether the tag at `i` labels the number after it (prefix) or before it (suffix). */
function tagFits(items: readonly Item[], i: number, text: string, style: Style): boolean {
  const tag = items[i];
  const other = items[style === 'prefix' ? i + 1 : i - 1];
  if (!tag || other?.type !== 'num') return false;
  return style === 'prefix' ? PREFIX_GAP.test(text.slice(tag.end, other.start)) : SUFFIX_GAP.test(text.slice(other.end, tag.start));
}

/** The tag's own preference, or null when it cannot tell. */
function tagVote(items: readonly Item[], i: number, text: string): Style | null {
  const prefix = tagFits(items, i, text, 'prefix');
  const suffix = tagFits(items, i, text, 'suffix');
  if (prefix !== suffix) return prefix ? 'prefix' : 'suffix';
  if (!prefix) return null;
  const item = items[i];
  const before = items[i - 1];
  const after = items[i + 1];
  if (!item || !before || !after) return null;
  const gapBefore = item.start - before.end;
  const gapAfter = after.start - item.end;
  if (gapBefore !== gapAfter) return gapAfter < gapBefore ? 'prefix' : 'suffix';
  return item.type === 'tag' && item.tag.hemisphere ? 'suffix' : 'prefix';
}

/**
 * Whether tags come before their numbers (`N37 E126`, `lat=…`) or after (`37N 126E`): a tag at
 * either end of the coordinate settles it; else the tags' own preferences; else prefix.
 */
function chooseStyle(items: readonly Item[], text: string): Style {
  const coords = items.filter((i) => i.type !== 'word');
  if (coords[0]?.type === 'tag') return 'prefix';
  if (coords.at(-1)?.type === 'tag') return 'suffix';
  let score = 0;
  items.forEach((item, i) => {
    if (item.type !== 'tag') return;
    const vote = tagVote(items, i, text);
    score += vote === 'prefix' ? 1 : vote === 'suffix' ? -1 : 0;
  });
  return score < 0 ? 'suffix' : 'prefix';
}

/** Segments of numbers, each with the tag that labels it. Tags that label no number are left as words. */
export function segmentsOf(items: Item[], text: string): { segments: Segment[]; style: Style } {
  items.forEach((item, i) => {
    if (item.type === 'tag' && !tagFits(items, i, text, 'prefix') && !tagFits(items, i, text, 'suffix')) items[i] = { type: 'word', start: item.start, end: item.end };
  });
  const style = chooseStyle(items, text);
  const segments: Segment[] = [];
  let open: Segment | null = null;
  items.forEach((item, i) => {
    if (item.type === 'word') return;
    if (item.type === 'num') {
      if (!open) segments.push((open = { tagItem: null, nums: [] }));
      open.nums.push(item);
    } else if (tagFits(items, i, text, style)) {
      if (style === 'prefix') segments.push((open = { tagItem: item, nums: [] }));
      else if (open && !open.tagItem) {
        open.tagItem = item;
        open = null;
      }
    }
  });
  return { segments, style };
}
