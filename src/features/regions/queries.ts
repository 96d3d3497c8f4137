import { queryOptions } from '@tanstack/react-query';
import type { RegionCategory } from '../../../shared/contract/common';
import { REGION_SEARCH_MAX_COUNT, type RegionInfo } from '../../../shared/contract/geofencing';
import { call } from '../../api/call';
import { apiClient } from '../../session/api-client';
import { levelCategories, mergeLevelPages, type RegionLevel } from './model/region-levels';
import type { SelectedRegion } from './model/region-shapes';

export const REGION_PAGE_SIZE = 20;

const list = <T,>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** The categories one level down. */
export function childCategories(category: string): RegionCategory[] {
  if (category === 'city_do') return ['gu_gun'];
  if (category === 'gu_gun') return ['adminDong', 'legalDong'];
  return [];
}

/** Query factory of the regions page (geofencing search and lookup). */
export const regionQueries = {
  all: () => ['regions'] as const,
  /** One page of a keyword search at one level or at every level (one request per level). */
  search: (keyword: string, level: RegionLevel, page: number) =>
    queryOptions({
      queryKey: [...regionQueries.all(), 'search', keyword, level, page] as const,
      queryFn: async ({ signal }): Promise<{ items: RegionInfo[]; more: boolean }> => {
        const pages = await Promise.all(
          levelCategories(level).map(async (categories) => {
            const res = await call(apiClient, 'regionSearch', { searchType: 'KEYWORD', searchKeyword: keyword, categories, page, count: REGION_PAGE_SIZE, resCoordType: 'WGS84GEO' }, { signal });
            return { category: categories, items: list(res.data.searchRegionsInfo).map((r) => r.regionInfo) };
          }),
        );
        return mergeLevelPages(pages, REGION_PAGE_SIZE);
      },
      staleTime: 5 * 60_000,
    }),
  /** Every region containing the point, from the province down (one search per category). */
  at: (lat: number, lon: number) =>
    queryOptions({
      queryKey: [...regionQueries.all(), 'at', lat, lon] as const,
      queryFn: async ({ signal }): Promise<RegionInfo[]> => {
        const categories: RegionCategory[] = ['city_do', 'gu_gun', 'adminDong', 'legalDong'];
        const answers = await Promise.all(
          categories.map((categories) =>
            call(apiClient, 'regionSearch', { searchType: 'COORDINATES', reqLat: lat, reqLon: lon, reqCoordType: 'WGS84GEO', categories, count: REGION_SEARCH_MAX_COUNT }, { signal }),
          ),
        );
        return answers.flatMap((res) => list(res.data.searchRegionsInfo).map((r) => r.regionInfo));
      },
      staleTime: 5 * 60_000,
    }),
  /** One region's polygon and properties. */
  lookup: (regionId: string) =>
    queryOptions({
      queryKey: [...regionQueries.all(), 'lookup', regionId] as const,
      queryFn: async ({ signal }): Promise<SelectedRegion> => {
        const res = await call(apiClient, 'regionLookup', { regionId, resCoordType: 'WGS84GEO' }, { signal });
        const feature = res.data.features.find((f) => f.geometry.type !== 'Point');
        if (!feature || feature.geometry.type === 'Point') throw new Error(`region ${regionId} has no polygon`);
        const p = feature.properties ?? {};
        return {
          regionId,
          name: p.regionName ?? regionId,
          category: p.category ?? '',
          // The contract parses numbers leniently; GeoJSON positions are plain numbers here.
          geometry: feature.geometry as SelectedRegion['geometry'],
          properties: { ...p },
        };
      },
      staleTime: 5 * 60_000,
    }),
  /**
   * The regions one level below: the service has no children query, so a keyword search on the
   * parent's full name (which starts every child's description) in the child categories, kept
   * to those whose parentId is the region.
   */
  children: (region: { regionId: string; category: string; description: string }) =>
    queryOptions({
      queryKey: [...regionQueries.all(), 'children', region.regionId] as const,
      queryFn: async ({ signal }): Promise<RegionInfo[]> => {
        const answers = await Promise.all(
          childCategories(region.category).map((categories) =>
            call(apiClient, 'regionSearch', { searchType: 'KEYWORD', searchKeyword: region.description, categories, count: REGION_SEARCH_MAX_COUNT }, { signal }),
          ),
        );
        return answers.flatMap((res) => list(res.data.searchRegionsInfo).map((r) => r.regionInfo)).filter((r) => r.parentId === region.regionId);
      },
      enabled: childCategories(region.category).length > 0 && region.description !== '',
      staleTime: 5 * 60_000,
    }),
};
