import type { StyleSpecification } from 'maplibre-gl';
import type { BasemapPlan } from './basemap-plan';

/**
 * The credits in the map's corner: exactly the sources the current style draws, composed here
 * from known text per source and the emulator's TileJSON `locus.credits` of the kinds drawn.
 * MapLibre renders attribution strings as HTML, so the result is escaped text and nothing of a
 * foreign style's or TileJSON's attribution is passed through.
 */

const IMPORTED_KINDS = ['regions', 'roads', 'pois', 'water', 'buildings'] as const;
type ImportedKind = (typeof IMPORTED_KINDS)[number];

/** What the emulator's tiles hold beyond the demo world (TileJSON `locus`). */
export interface TileImports {
  imported: ImportedKind[];
  credits: Partial<Record<ImportedKind | 'land', string>>;
  /** An older emulator's TileJSON (no `locus`): its attribution's parts, as plain text. */
  legacy?: string[];
}

const NATURAL_EARTH = 'Natural Earth';
const OSM_CREDIT = '© OpenStreetMap contributors';
const PROTOMAPS_CREDIT = 'Protomaps';

const record = (v: unknown): Record<string, unknown> | undefined =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;

/** TileJSON `locus`, read defensively: anything missing or malformed means nothing imported. */
export function readTileImports(locus: unknown, attribution?: string): TileImports {
  const o = record(locus);
  if (!o && attribution) {
    const legacy = stripTags(attribution).split('·').map((s) => s.trim()).filter((s) => s !== '');
    return { imported: [], credits: {}, legacy };
  }
  const imported = Array.isArray(o?.imported) ? IMPORTED_KINDS.filter((k) => (o.imported as unknown[]).includes(k)) : [];
  const given = record(o?.credits) ?? {};
  const credits: TileImports['credits'] = {};
  for (const k of ['land', ...IMPORTED_KINDS] as const) {
    const v = given[k];
    if (typeof v === 'string' && v.trim() !== '') credits[k] = v.trim();
  }
  return { imported, credits };
}

/** The online provider's credits, known by its host; another host is named by its host name. */
function providerCredits(styleUrl: string): string[] {
  let host = styleUrl;
  try {
    host = new URL(styleUrl).host;
  } catch {
    // Named as given.
  }
  if (host === 'tiles.openfreemap.org') return ['OpenFreeMap', '© OpenMapTiles', OSM_CREDIT];
  if (host === 'api.maptiler.com' || host.endsWith('.maptiler.com')) return ['© MapTiler', OSM_CREDIT];
  return [host, OSM_CREDIT];
}

const importedCredit = (imports: TileImports, kind: ImportedKind): string[] => {
  if (!imports.imported.includes(kind)) return [];
  const text = imports.credits[kind];
  return text === undefined ? [] : [text];
};

/** The credits of a plan's style, in order, without repeats. */
export function basemapCredits(plan: BasemapPlan, imports: TileImports = { imported: [], credits: {} }): string[] {
  const land = imports.credits.land ?? NATURAL_EARTH;
  let out: string[];
  switch (plan.kind) {
    case 'online':
      out = [...providerCredits(plan.styleUrl), ...(plan.overlay === undefined ? [] : importedCredit(imports, 'regions'))];
      break;
    case 'emulator':
      // An older emulator said what it drew in one line; its demo-world features are all drawn
      // only under the local profile.
      out = imports.legacy && !plan.landOnly ? imports.legacy : [land, ...IMPORTED_KINDS.flatMap((k) => importedCredit(imports, k))];
      break;
    case 'osm':
      out = [OSM_CREDIT];
      break;
    case 'pmtiles':
    case 'pmtiles-url':
      out = [OSM_CREDIT, PROTOMAPS_CREDIT];
      break;
    case 'land-outline':
      out = [NATURAL_EARTH];
      break;
  }
  return [...new Set(out)];
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Text of an attribution that may hold markup: tags dropped, a few entities read. */
function stripTags(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&copy;/g, '©')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The style with every source's attribution emptied and the credits, as escaped text, on the
 * source the most layers draw (MapLibre shows the attribution of sources in use).
 */
export function withCredits(style: StyleSpecification, credits: readonly string[]): StyleSpecification {
  const uses = new Map<string, number>();
  for (const layer of style.layers) if ('source' in layer && typeof layer.source === 'string') uses.set(layer.source, (uses.get(layer.source) ?? 0) + 1);
  const main = [...uses.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? Object.keys(style.sources)[0];
  const sources: StyleSpecification['sources'] = {};
  for (const [id, source] of Object.entries(style.sources)) {
    const { attribution: _attribution, ...bare } = source as typeof source & { attribution?: string };
    // An empty attribution, not none: MapLibre would otherwise take the one of a source's TileJSON.
    sources[id] = { ...bare, attribution: id === main ? escapeHtml(credits.join(' · ')) : '' } as typeof source;
  }
  return { ...style, sources };
}
