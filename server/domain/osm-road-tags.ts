/**
 * OpenStreetMap way tags → the nearToRoad link fields, in one table (ROAD_CLASSES) and a few
 * small readers. The codes are the emulator's (server/data/road-seeds.ts: the service publishes
 * no table for roadCategory or linkFacil, api-facts §6).
 *
 * - highway → roadCategory, and whether the way is a road at all: only the values in
 *   ROAD_CLASSES are roads; footway, path, cycleway, steps, construction… are not (an importer
 *   skips and counts them, they are not malformed). The Korean tagging convention is followed:
 *   motorway 고속국도 (0), trunk 일반국도 (2), primary 국가지원지방도 / 특별·광역시도 (3),
 *   secondary 지방도 (4), tertiary 주요도로 (5), unclassified and road 일반도로 (6),
 *   residential, living_street and service 이면도로 (7). `*_link` ramps take their road's code.
 * - maxspeed (km/h; "50 mph" converted; "KR:urban" 50, "KR:rural" 80, "KR:motorway" 100)
 *   → speed, else the class default (Korea's 안전속도 5030: 50 in towns, 30 in side streets).
 * - lanes (first of "2;3") → lane, else the class default.
 * - oneway yes/true/1 → laneType 1; -1/reverse → laneType 1 with the geometry reversed (a link
 *   runs in the direction of traffic); no/false/0/reversible/alternating → laneType 2; missing
 *   → implied by highway=motorway and junction=roundabout/circular, else 2.
 * - toll yes → tollLink 1, else 0.
 * - bridge (not "no") → linkFacil 1 교량, 4 고가도로 for bridge=viaduct or a name ending 고가(도로);
 *   tunnel (not "no", not "culvert") → 2 터널, 3 지하차도 when the name ends 지하차도.
 * - name:ko, else name → roadName. Korean OSM often writes `name` as "한글 (Romanised)", e.g.
 *   "서빙고로 (Seobinggoro)": the Hangul part before the bracket is taken, as name:ko would be.
 *   A way without a name gets its category's name (e.g. "이면도로"), as the service's answers
 *   for unnamed links do ("roadName":"일반도로", api-facts §0).
 */
import { ROAD_CODE_TABLES, type LinkFacility, type RoadCategory } from '../../shared/contract/code-tables';

export interface RoadClass {
  roadCategory: RoadCategory;
  /** km/h when maxspeed is missing or unreadable. */
  speed: number;
  /** When lanes is missing or unreadable. */
  lanes: number;
  /** Traffic runs one way unless oneway says otherwise (motorways). */
  impliedOneway: boolean;
}

/** highway value → link defaults. Every other highway value is not a road. */
export const ROAD_CLASSES: Readonly<Record<string, RoadClass>> = {
  motorway: { roadCategory: 0, speed: 100, lanes: 2, impliedOneway: true },
  motorway_link: { roadCategory: 0, speed: 60, lanes: 1, impliedOneway: true },
  trunk: { roadCategory: 2, speed: 80, lanes: 4, impliedOneway: false },
  trunk_link: { roadCategory: 2, speed: 50, lanes: 1, impliedOneway: false },
  primary: { roadCategory: 3, speed: 60, lanes: 4, impliedOneway: false },
  primary_link: { roadCategory: 3, speed: 50, lanes: 1, impliedOneway: false },
  secondary: { roadCategory: 4, speed: 50, lanes: 4, impliedOneway: false },
  secondary_link: { roadCategory: 4, speed: 50, lanes: 1, impliedOneway: false },
  tertiary: { roadCategory: 5, speed: 50, lanes: 2, impliedOneway: false },
  tertiary_link: { roadCategory: 5, speed: 50, lanes: 1, impliedOneway: false },
  unclassified: { roadCategory: 6, speed: 50, lanes: 2, impliedOneway: false },
  road: { roadCategory: 6, speed: 50, lanes: 2, impliedOneway: false },
  residential: { roadCategory: 7, speed: 30, lanes: 2, impliedOneway: false },
  living_street: { roadCategory: 7, speed: 20, lanes: 1, impliedOneway: false },
  service: { roadCategory: 7, speed: 20, lanes: 1, impliedOneway: false },
};

/** The tag keys the mapping reads (an importer may keep only these). */
export const ROAD_TAG_KEYS = ['highway', 'name', 'name:ko', 'maxspeed', 'lanes', 'oneway', 'junction', 'toll', 'bridge', 'tunnel'] as const;

export type OsmTags = Readonly<Record<string, string | undefined>>;

export interface LinkAttributes {
  roadName: string;
  roadCategory: RoadCategory;
  speed: number;
  lane: number;
  /** 1 one-way, 2 two-way. */
  laneType: 1 | 2;
  tollLink: 0 | 1;
  linkFacil: LinkFacility;
  /** True when the way's geometry runs against traffic (oneway=-1): reverse it. */
  reverse: boolean;
}

/** The link fields of a way's tags, or null when the way is not a road (see ROAD_CLASSES). */
export function linkAttributes(tags: OsmTags): LinkAttributes | null {
  const highway = tags['highway'];
  const roadClass = highway === undefined ? undefined : ROAD_CLASSES[highway];
  if (!roadClass) return null;
  const roadName = roadNameOf(tags) || ROAD_CODE_TABLES.roadCategory[roadClass.roadCategory].ko;
  const direction = onewayOf(tags['oneway'], roadClass.impliedOneway || isRoundabout(tags['junction']));
  return {
    roadName,
    roadCategory: roadClass.roadCategory,
    speed: parseMaxspeed(tags['maxspeed']) ?? roadClass.speed,
    lane: parseLanes(tags['lanes']) ?? roadClass.lanes,
    laneType: direction === 0 ? 2 : 1,
    tollLink: tags['toll'] === 'yes' ? 1 : 0,
    linkFacil: facilityOf(tags, roadName),
    reverse: direction === -1,
  };
}

/** name:ko, else name with a "한글 (Romanised)" form reduced to its Hangul part; '' when none. */
export function roadNameOf(tags: OsmTags): string {
  const ko = tags['name:ko']?.trim();
  if (ko) return ko;
  const name = tags['name']?.trim() ?? '';
  if (!name.endsWith(')')) return name;
  const bilingual = /^(.*[\uAC00-\uD7A3].*?)\s*\(([^()\uAC00-\uD7A3]*)\)$/u.exec(name);
  return bilingual?.[1]?.trim() ?? name;
}

/** km/h from an OSM maxspeed value, or null when it gives none (none, signals, walk…). */
export function parseMaxspeed(value: string | undefined): number | null {
  if (value === undefined) return null;
  const text = value.trim().toLowerCase();
  const zones: Record<string, number> = { 'kr:urban': 50, 'kr:rural': 80, 'kr:motorway': 100 };
  const zone = zones[text];
  if (zone !== undefined) return zone;
  const match = /^(\d+(?:\.\d+)?)\s*(mph|km\/h|kmh|kph)?$/.exec(text);
  if (!match) return null;
  const number = Number(match[1]);
  const kmh = match[2] === 'mph' ? number * 1.609344 : number;
  return kmh > 0 && kmh < 400 ? Math.round(kmh) : null;
}

/** Lanes from an OSM lanes value (the first of "2;3"), or null when it is not a positive count. */
export function parseLanes(value: string | undefined): number | null {
  if (value === undefined) return null;
  const first = value.split(';')[0]?.trim() ?? '';
  if (!/^\d+$/.test(first)) return null;
  const lanes = Number(first);
  return lanes >= 1 && lanes <= 20 ? lanes : null;
}

/** 1 one-way along the geometry, -1 one-way against it, 0 two-way. */
export function onewayOf(value: string | undefined, implied: boolean): 1 | -1 | 0 {
  switch (value?.trim().toLowerCase()) {
    case 'yes':
    case 'true':
    case '1':
      return 1;
    case '-1':
    case 'reverse':
      return -1;
    case 'no':
    case 'false':
    case '0':
    case 'reversible':
    case 'alternating':
      return 0;
    default:
      return implied ? 1 : 0;
  }
}

function isRoundabout(junction: string | undefined): boolean {
  return junction === 'roundabout' || junction === 'circular';
}

function facilityOf(tags: OsmTags, roadName: string): LinkFacility {
  const tunnel = tags['tunnel'];
  if (tunnel !== undefined && tunnel !== 'no' && tunnel !== 'culvert') return roadName.endsWith('지하차도') ? 3 : 2;
  const bridge = tags['bridge'];
  if (bridge !== undefined && bridge !== 'no') return bridge === 'viaduct' || /고가(도로)?$/.test(roadName) ? 4 : 1;
  return 0;
}
