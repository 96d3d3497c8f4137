import type { NamespaceLoader } from '../lib/i18n/i18n';
import type { Messages as CommonMessages } from '../lib/i18n/ko';
import type { Messages as ExplanationsMessages } from '../lib/i18n/explanations-ko';
import type { Messages as HostingMessages } from '../lib/i18n/hosting-ko';
import type { Messages as CrsMessages } from '../lib/i18n/crs-ko';
import type { Messages as BatchMessages } from '../features/batch/i18n/ko';
import type { Messages as CollectionsMessages } from '../features/collections/i18n/ko';
import type { Messages as CompareMessages } from '../features/compare/i18n/ko';
import type { Messages as CoordinatesMessages } from '../features/coordinates/i18n/ko';
import type { Messages as ExploreMessages } from '../features/explore/i18n/ko';
import type { Messages as ExploreAnswersMessages } from '../features/explore/i18n/answers-ko';
import type { Messages as FacesMessages } from '../features/faces/i18n/ko';
import type { Messages as InspectorMessages } from '../features/inspector/i18n/ko';
import type { Messages as RegionsMessages } from '../features/regions/i18n/ko';
import type { Messages as SearchMessages } from '../features/search/i18n/ko';
import type { Messages as SettingsMessages } from '../features/settings/i18n/ko';
import type { Messages as ZonesMessages } from '../features/zones/i18n/ko';

/**
 * The console's message namespaces: `common` (shell, navigation, status bar, map, the session,
 * what a call that got no answer shows; loaded at start), `explanations` (the service's error
 * codes and what to do about them, contract deviations, the emulator's data; loaded with each page
 * and with Explore's first answer), `hosting` (what answers when it is not the emulator or the
 * service, the basemap drawn without the emulator's tiles; loaded when that is shown, and with
 * Settings) and one per page, each owned by its feature and loaded with the page. Each language of
 * each namespace is its own chunk, fetched by i18next's backend.
 */
export const NAMESPACES = {
  common: { ko: () => import('../lib/i18n/ko').then((m) => m.ko), en: () => import('../lib/i18n/en').then((m) => m.en) },
  explanations: {
    ko: () => import('../lib/i18n/explanations-ko').then((m) => m.ko),
    en: () => import('../lib/i18n/explanations-en').then((m) => m.en),
  },
  hosting: { ko: () => import('../lib/i18n/hosting-ko').then((m) => m.ko), en: () => import('../lib/i18n/hosting-en').then((m) => m.en) },
  // Coordinate systems' names, sources and rules, and reading errors: with Coordinates and Batch.
  crs: { ko: () => import('../lib/i18n/crs-ko').then((m) => m.ko), en: () => import('../lib/i18n/crs-en').then((m) => m.en) },
  explore: { ko: () => import('../features/explore/i18n/ko').then((m) => m.ko), en: () => import('../features/explore/i18n/en').then((m) => m.en) },
  // Explore's answers (cards, offsets, road, POI): loaded with the answers' code, at the first answer.
  exploreAnswers: {
    ko: () => import('../features/explore/i18n/answers-ko').then((m) => m.ko),
    en: () => import('../features/explore/i18n/answers-en').then((m) => m.en),
  },
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
  collections: {
    ko: () => import('../features/collections/i18n/ko').then((m) => m.ko),
    en: () => import('../features/collections/i18n/en').then((m) => m.en),
  },
  compare: { ko: () => import('../features/compare/i18n/ko').then((m) => m.ko), en: () => import('../features/compare/i18n/en').then((m) => m.en) },
} satisfies Record<string, NamespaceLoader>;

export type Namespace = keyof typeof NAMESPACES;

/**
 * Message keys are typed: `t()` accepts only the keys of the namespace its `useTranslation()`
 * names and of the fallbacks (`common`, `explanations`, `hosting`), so a missing or misspelt key fails
 * `npm run typecheck`.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    fallbackNS: ['common', 'explanations', 'hosting'];
    returnNull: false;
    resources: {
      common: CommonMessages;
      explanations: ExplanationsMessages;
      hosting: HostingMessages;
      crs: CrsMessages;
      explore: ExploreMessages;
      exploreAnswers: ExploreAnswersMessages;
      search: SearchMessages;
      coordinates: CoordinatesMessages;
      regions: RegionsMessages;
      zones: ZonesMessages;
      faces: FacesMessages;
      batch: BatchMessages;
      settings: SettingsMessages;
      inspector: InspectorMessages;
      collections: CollectionsMessages;
      compare: CompareMessages;
    };
  }
}
