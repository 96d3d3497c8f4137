/**
 * The address index of a world, built once per world and cached (addressSearchFor).
 *
 * The index (built once per world and cached; createAddressSearch): maps by normalised name
 * (nameKey: NFC, no spaces) of districts, legal dongs, administrative dongs, roads and building
 * names; buildings by road + number, by road + main number, by legal dong + lot (bunji) and by
 * postcode; for each administrative dong the legal dongs that overlap it. A query is parsed once
 * (address-normalize.ts) and each part is one map look-up, so a query costs the same whatever
 * the number of addresses. Lots are not listed: lotPoint answers for any lot number that exists
 * in a legal dong's lattice (lots.ts) in constant time.
 */
import { nameKey } from './address-normalize.ts';
import { bboxOf } from '../../shared/geometry/area.ts';
import { lonScale } from '../../shared/geometry/distance.ts';
import { pointInMultiPolygon } from '../../shared/geometry/point-in-polygon.ts';
import { roundLonLat } from '../../shared/geometry/round.ts';
import { createPostcodeGrid, type PostcodeGrid } from './postcodes.ts';
import type { Building } from './road-addresses.ts';
import type { World } from './world-builder.ts';
import type { LonLat, Region } from './world-types.ts';

export interface AddressSearchIndex {
  readonly world: World;
  readonly buildings: readonly Building[];
  readonly postcodes: PostcodeGrid;
  districtsByName: Map<string, Region[]>;
  legalByName: Map<string, Region[]>;
  adminByName: Map<string, Region[]>;
  /** nameKey → the road's name as written. */
  roadByKey: Map<string, string>;
  /** Road name → its buildings by main then sub. */
  roadBuildings: Map<string, Building[]>;
  byAddress: Map<string, Building>;
  byMain: Map<string, Building[]>;
  byLot: Map<string, Building[]>;
  byName: Map<string, Building[]>;
  byPostcode: Map<string, Building[]>;
  buildingDong: Map<Building, string>;
  /** Complex name of a building (its own name or its complex's named member). */
  complexName: Map<Building, string>;
  /** Administrative dong code → legal dongs overlapping it. */
  adminLegal: Map<string, Region[]>;
  roadCentre(roadName: string): LonLat | undefined;
  /** Side streets ('…N길' derived from a parent road). */
  isSideStreet(roadName: string): boolean;
}

const cache = new WeakMap<World, AddressSearchIndex>();

/** The index of the world's own buildings, built on first use and cached. */
export function addressSearchFor(world: World): AddressSearchIndex {
  let index = cache.get(world);
  if (!index) {
    index = createAddressSearch(world);
    cache.set(world, index);
  }
  return index;
}

export function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Builds the index over `buildings` (default: the world's own; the benchmark passes synthetic
 * ones placed in the same regions).
 */
export function createAddressSearch(world: World, buildings: readonly Building[] = world.buildings.buildings): AddressSearchIndex {
  const districtsByName = new Map<string, Region[]>();
  const legalByName = new Map<string, Region[]>();
  const adminByName = new Map<string, Region[]>();
  for (const r of world.regions) {
    if (r.category === 'gu_gun') push(districtsByName, nameKey(r.name), r);
    else if (r.category === 'legalDong') push(legalByName, nameKey(r.name), r);
    else if (r.category === 'adminDong') push(adminByName, nameKey(r.name), r);
  }
  const roadByKey = new Map<string, string>();
  const roadBuildings = new Map<string, Building[]>();
  const byAddress = new Map<string, Building>();
  const byMain = new Map<string, Building[]>();
  const byLot = new Map<string, Building[]>();
  const byName = new Map<string, Building[]>();
  const byPostcode = new Map<string, Building[]>();
  const adminLegalSets = new Map<string, Set<string>>();
  const addPair = (admin: string, legal: string): void => {
    if (!admin || !legal) return;
    let set = adminLegalSets.get(admin);
    if (!set) adminLegalSets.set(admin, (set = new Set()));
    set.add(legal);
  };
  for (const b of buildings) {
    roadByKey.set(nameKey(b.roadName), b.roadName);
    push(roadBuildings, b.roadName, b);
    byAddress.set(`${b.roadName}|${b.main}|${b.sub}`, b);
    push(byMain, `${b.roadName}|${b.main}`, b);
    if (b.bunji && b.legalDongCode) push(byLot, `${b.legalDongCode}|${b.bunji}`, b);
    if (b.name) push(byName, nameKey(b.name), b);
    if (b.postcode) push(byPostcode, b.postcode, b);
    addPair(b.adminDongCode, b.legalDongCode);
  }
  for (const list of roadBuildings.values()) list.sort((a, b) => a.main - b.main || a.sub - b.sub);
  for (const list of byMain.values()) list.sort((a, b) => a.sub - b.sub);
  for (const r of world.regions) if (r.category === 'legalDong' || r.category === 'adminDong') roadByKey.delete(nameKey(r.name));

  // Building dongs and complex names (see the module comment).
  const buildingDong = new Map<Building, string>();
  const complexName = new Map<Building, string>();
  for (const group of byMain.values()) {
    const named = group.find((b) => b.name !== '');
    for (const b of group) {
      if (group.length > 1) buildingDong.set(b, `${101 + b.sub}동`);
      if (named) complexName.set(b, named.name);
    }
  }
  for (const [b, name] of complexName) if (b.name === '') push(byName, nameKey(name), b);

  // Legal dongs overlapping each administrative dong: from the buildings, and from a ~200 m
  // sampling of each administrative dong.
  for (const admin of world.regions) {
    if (admin.category !== 'adminDong') continue;
    const [w, s, e, n] = bboxOf(admin.geometry);
    const step = 0.002;
    for (let lat = s + step / 2; lat < n; lat += step) {
      for (let lon = w + step / 2; lon < e; lon += step * 1.25) {
        if (!pointInMultiPolygon(lon, lat, admin.geometry)) continue;
        const hit = world.index.locate(lon, lat);
        if (hit?.legalDong) addPair(admin.code, hit.legalDong.code);
      }
    }
    const hit = world.index.locate(admin.center[0], admin.center[1]);
    if (hit?.legalDong) addPair(admin.code, hit.legalDong.code);
  }
  const adminLegal = new Map<string, Region[]>();
  for (const [admin, set] of adminLegalSets) {
    adminLegal.set(admin, [...set].sort().flatMap((code) => world.index.byCode(code, 'legalDong') ?? []));
  }

  const centres = new Map<string, LonLat>();
  const roadCentre = (roadName: string): LonLat | undefined => {
    const known = centres.get(roadName);
    if (known) return known;
    let centre: LonLat | undefined;
    const road = world.roads.road(roadName);
    if (road && road.line.length > 0) centre = midpoint(road.line);
    else {
      const list = roadBuildings.get(roadName);
      const middle = list?.[Math.floor(list.length / 2)];
      centre = middle?.entrance;
    }
    if (centre) centres.set(roadName, centre);
    return centre;
  };

  return {
    world,
    buildings,
    postcodes: createPostcodeGrid(world),
    districtsByName,
    legalByName,
    adminByName,
    roadByKey,
    roadBuildings,
    byAddress,
    byMain,
    byLot,
    byName,
    byPostcode,
    buildingDong,
    complexName,
    adminLegal,
    roadCentre,
    isSideStreet: (roadName) => world.roads.road(roadName)?.parent !== undefined || /\d길$/.test(roadName),
  };
}

/** The point halfway along a polyline (by length in degrees scaled to the ground). */
function midpoint(line: readonly LonLat[]): LonLat {
  const k = lonScale(line[0]?.[1] ?? 37.5);
  const seg: number[] = [];
  let total = 0;
  for (let i = 0; i + 1 < line.length; i++) {
    const a = line[i];
    const b = line[i + 1];
    const d = a && b ? Math.hypot((b[0] - a[0]) * k, b[1] - a[1]) : 0;
    seg.push(d);
    total += d;
  }
  let left = total / 2;
  for (let i = 0; i < seg.length; i++) {
    const d = seg[i] ?? 0;
    const a = line[i];
    const b = line[i + 1];
    if (a && b && left <= d) {
      const t = d === 0 ? 0 : left / d;
      return roundLonLat([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
    }
    left -= d;
  }
  return line[0] ?? [0, 0];
}
