import type { WorldServices } from './app-types';
import { convertAddress } from './domain/address-convert';
import { addressSearchFor } from './domain/address-index';
import { geocodeStructured, searchFullTextIn, searchPostcode } from './domain/address-search';
import { basemapLayers } from './domain/basemap';
import { reverseLabelRadius } from './domain/poi-index';
import { reverseGeocode } from './domain/reverse-geocoder';
import { linkHeader, linkPoints } from './domain/road-network';
import { buildDemoWorld } from './domain/world-builder';

/** The routes' view of the demo world, built once per process. */
export function createDemoServices(): WorldServices {
  const world = buildDemoWorld();
  // The address index is built here, once, so the first search does not pay for it.
  const addresses = addressSearchFor(world);
  return {
    reverseGeocode: (query) => reverseGeocode(world, query),
    nearestRoad({ lon, lat, radiusM }) {
      const match = world.roads.index.nearest(lon, lat, radiusM);
      if (!match) return null;
      // The header as the service sends it: `oneway` is the emulator's own and stays out.
      const { oneway: _oneway, ...header } = linkHeader(match.link);
      return { header, linkPoints: linkPoints(match.link) };
    },
    reverseLabel({ lon, lat, reqLevel }) {
      const match = world.pois.nearest(lon, lat, reverseLabelRadius(reqLevel));
      return match && { id: match.poi.id, name: match.poi.name, lat: match.poi.lat, lon: match.poi.lon };
    },
    basemapLayers: () => ({ ...basemapLayers(world) }),
    geocode: (query, format) => geocodeStructured(world, query, format),
    fullAddrGeo: ({ text, addressFlag, page, count }, format) => searchFullTextIn(addresses, text, { addressFlag, page, count, format }),
    postcode: ({ text, page, count }, format) => searchPostcode(world, text, page, count, format),
    convertAddress: (query, format) => convertAddress(world, query, format),
  };
}
