import { XMLParser } from 'fast-xml-parser';
import type { z } from 'zod';
import { isRecord } from '../../shared/is-record';

/*
 * The XML form of the service's answers, decoded into the JSON shape. Kept apart from
 * ./formats so that the parser is fetched only when an XML answer arrives (the console asks
 * for JSON unless the user picks XML).
 */

const parser = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

/**
 * XML element names are the lower-cased JSON field names. With the response schema at hand
 * the decoder restores the JSON names and turns single repeated elements into arrays.
 */
export function decodeXml(text: string, schema?: z.ZodType): unknown {
  const parsed: unknown = parser.parse(text);
  return schema ? recase(parsed, schema) : parsed;
}

/* ------------------------------------------------------------------------ */
/* Schema walking. Zod 4 keeps a schema's definition under `_zod.def`; the     */
/* walk reads only the kinds that our contract uses.                           */

interface ZodDefLike {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  getter?: () => z.ZodType;
}

function defOf(schema: z.ZodType): ZodDefLike {
  // Reading zod's public-but-internal definition object; typed by the subset used here.
  return (schema as unknown as { _zod: { def: ZodDefLike } })._zod.def;
}

/** Strips wrappers (optional, nullable, default, pipe, lazy…) down to a structural schema. */
function core(schema: z.ZodType, depth = 0): z.ZodType {
  if (depth > 20) return schema;
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return def.innerType ? core(def.innerType, depth + 1) : schema;
    case 'pipe':
      return def.in ? core(def.in, depth + 1) : schema;
    case 'lazy':
      return def.getter ? core(def.getter(), depth + 1) : schema;
    default:
      return schema;
  }
}

function objectShapes(schema: z.ZodType): Record<string, z.ZodType>[] {
  const c = core(schema);
  const def = defOf(c);
  if (def.type === 'object' && def.shape) return [def.shape];
  if (def.type === 'union' && def.options) return def.options.flatMap(objectShapes);
  if (def.type === 'intersection') {
    const d = def as ZodDefLike & { left?: z.ZodType; right?: z.ZodType };
    return [...(d.left ? objectShapes(d.left) : []), ...(d.right ? objectShapes(d.right) : [])];
  }
  return [];
}

function arrayElement(schema: z.ZodType): z.ZodType | undefined {
  const c = core(schema);
  const def = defOf(c);
  if (def.type === 'array') return def.element;
  if (def.type === 'union' && def.options) {
    for (const o of def.options) {
      const e = arrayElement(o);
      if (e) return e;
    }
  }
  return undefined;
}


function recase(value: unknown, schema: z.ZodType): unknown {
  const element = arrayElement(schema);
  if (element) {
    if (value === '' || value === undefined) return [];
    if (Array.isArray(value)) return value.map((v) => recase(v, element));
    // <list><item/>…</list>: the element schema is {item: …} and the XML wraps repeated items.
    if (isRecord(value)) {
      const keys = Object.keys(value);
      const shapes = objectShapes(element);
      const only = keys.length === 1 ? keys[0] : undefined;
      if (only !== undefined) {
        const canonical = findKey(shapes, only);
        const inner = value[only];
        if (canonical !== undefined && Array.isArray(inner)) {
          return inner.map((v) => recase({ [only]: v }, element));
        }
      }
    }
    return [recase(value, element)];
  }
  const shapes = objectShapes(schema);
  if (shapes.length === 0 || !isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const canonical = findKey(shapes, key) ?? key;
    const fieldSchema = shapes.map((s) => s[canonical]).find((s) => s !== undefined);
    out[canonical] = fieldSchema ? recase(v, fieldSchema) : v;
  }
  return out;
}

function findKey(shapes: Record<string, z.ZodType>[], key: string): string | undefined {
  const lower = key.toLowerCase();
  for (const shape of shapes) {
    if (key in shape) return key;
    for (const k of Object.keys(shape)) if (k.toLowerCase() === lower) return k;
  }
  return undefined;
}
