import type { NamespaceLoader } from '../lib/i18n/i18n';
import type { Messages as CommonMessages } from '../lib/i18n/ko';
import type { Messages as BatchMessages } from '../features/batch/i18n/ko';
import type { Messages as CoordinatesMessages } from '../features/coordinates/i18n/ko';
import type { Messages as ExploreMessages } from '../features/explore/i18n/ko';
import type { Messages as FacesMessages } from '../features/faces/i18n/ko';
import type { Messages as InspectorMessages } from '../features/inspector/i18n/ko';
import type { Messages as RegionsMessages } from '../features/regions/i18n/ko';
import type { Messages as SearchMessages } from '../features/search/i18n/ko';
import type { Messages as SettingsMessages } from '../features/settings/i18n/ko';
import type { Messages as ZonesMessages } from '../features/zones/i18n/ko';

/**
 * The console's message namespaces: `common` (shell, navigation, status bar, map, errors, the
 * session; loaded at start) and one per page, each owned by its feature and loaded with the page.
 * Each language of each namespace is its own chunk.
 */
export const NAMESPACES = {
  common: { ko: () => import('../lib/i18n/ko').then((m) => m.ko), en: () => import('../lib/i18n/en').then((m) => m.en) },
  explore: { ko: () => import('../features/explore/i18n/ko').then((m) => m.ko), en: () => import('../features/explore/i18n/en').then((m) => m.en) },
  search: { ko: () => import('../features/search/i18n/ko').then((m) => m.ko), en: () => import('../features/search/i18n/en').then((m) => m.en) },
  coordinates: {
    ko: () => import('../features/coordinates/i18n/ko').then((m) => m.ko),
    en: () => import('../features/coordinates/i18n/en').then((m) => m.en),
  },
  regions: { ko: () => import('../features/regions/i18n/ko').then((m) => m.ko), en: () => import('../features/regions/i18n/en').then((m) => m.en) },
  zones: { ko: () => import('../features/zones/i18n/ko').then((m) => m.ko), en: () => import('../features/zones/i18n/en').then((m) => m.en) },
  faces: { ko: () => import('../features/faces/i18n/ko').then((m) => m.ko), en: () => import('../features/faces/i18n/en').then((m) => m.en) },
  batch: { ko: () => import('../features/batch/i18n/ko').then((m) => m.ko), en: () => import('../features/batch/i18n/en').then((m) => m.en) },
  settings: { ko: () => import('../features/settings/i18n/ko').then((m) => m.ko), en: () => import('../features/settings/i18n/en').then((m) => m.en) },
  inspector: {
    ko: () => import('../features/inspector/i18n/ko').then((m) => m.ko),
    en: () => import('../features/inspector/i18n/en').then((m) => m.en),
  },
} satisfies Record<string, NamespaceLoader>;

export type Namespace = keyof typeof NAMESPACES;

/**
 * Message keys are typed: `t()` accepts only the keys of the namespace its `useTranslation()`
 * names and of `common` (the fallback), so a missing or misspelt key fails `npm run typecheck`.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    fallbackNS: 'common';
    returnNull: false;
    resources: {
      common: CommonMessages;
      explore: ExploreMessages;
      search: SearchMessages;
      coordinates: CoordinatesMessages;
      regions: RegionsMessages;
      zones: ZonesMessages;
      faces: FacesMessages;
      batch: BatchMessages;
      settings: SettingsMessages;
      inspector: InspectorMessages;
    };
  }
}
