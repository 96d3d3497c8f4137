import { XMLBuilder } from 'fast-xml-parser';
import { isRecord } from '../../shared/is-record';

/**
 * JSON-shaped body → the platform's XML form:
 * - element names are the lower-cased JSON field names;
 * - string text is wrapped in CDATA (empty strings give an empty element);
 * - numbers and booleans are plain text, null an empty element, undefined is left out;
 * - an array becomes repeated elements; an array whose items are all one-key objects with the
 *   same key and an object value (`[{regionInfo:{…}},…]`) becomes one element holding the repeated inner elements,
 *   as in the service's `<searchregionsinfo><regioninfo>…</regioninfo></searchregionsinfo>`;
 * - a body with one top-level field uses it as the root element, anything else is wrapped in
 *   `<response>`.
 */

const CDATA = '#cdata';

const builder = new XMLBuilder({
  cdataPropName: CDATA,
  ignoreAttributes: true,
  processEntities: true,
  suppressEmptyNode: false,
  format: false,
});

const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

type XmlNode = string | { [CDATA]: string } | XmlObject | XmlNode[];
interface XmlObject {
  [name: string]: XmlNode;
}

export function toXml(body: unknown): string {
  const root = isRecord(body) ? body : { response: body };
  const entries = Object.entries(root).filter(([, v]) => v !== undefined);
  const only = entries.length === 1 ? entries[0] : undefined;
  let tree: XmlObject;
  if (only !== undefined) {
    const [key, value] = only;
    const node = convertField(value);
    tree = Array.isArray(node) ? { response: { [elementName(key)]: node } } : { [elementName(key)]: node };
  } else {
    tree = { response: convertObject(root) };
  }
  return DECLARATION + String(builder.build(tree));
}

function convertObject(obj: Record<string, unknown>): XmlObject {
  const out: XmlObject = {};
  for (const [key, value] of Object.entries(obj)) {
    if (value === undefined) continue;
    out[elementName(key)] = convertField(value);
  }
  return out;
}

/** Converts the value of one field; an array result means repeated elements of that field's name. */
function convertField(value: unknown): XmlNode {
  if (Array.isArray(value)) {
    if (value.length === 0) return '';
    const wrapped = commonSingleKey(value);
    if (wrapped !== undefined) {
      return { [elementName(wrapped)]: value.map((item) => convertField((item as Record<string, unknown>)[wrapped])) };
    }
    return value.map((item) => (Array.isArray(item) ? { item: convertField(item) } : convertValue(item)));
  }
  return convertValue(value);
}

function convertValue(value: unknown): XmlNode {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value === '' ? '' : { [CDATA]: cleanText(value) };
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (isRecord(value)) return convertObject(value);
  return { [CDATA]: cleanText(String(value)) };
}

/** The shared key when every item is a one-key object whose value is itself an object. */
function commonSingleKey(items: unknown[]): string | undefined {
  let key: string | undefined;
  for (const item of items) {
    if (!isRecord(item)) return undefined;
    const keys = Object.keys(item);
    const k = keys[0];
    if (keys.length !== 1 || k === undefined || !isRecord(item[k])) return undefined;
    if (key !== undefined && key !== k) return undefined;
    key = k;
  }
  return key;
}

/** Lower-cased, limited to XML name characters. */
function elementName(key: string): string {
  const lower = key.toLowerCase().replace(/[^a-z0-9_.-]/g, '_');
  return /^[a-z_]/.test(lower) ? lower : `_${lower}`;
}

/** Removes characters XML 1.0 cannot carry. */
function cleanText(text: string): string {
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');
}

