import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOCS_SECTIONS, docsReference } from './docs-links';
import { initI18n, setLanguage, type NamespaceLoader } from './i18n/i18n';

const loaders: Record<string, NamespaceLoader> = {
  common: { ko: () => import('./i18n/ko').then((m) => m.ko), en: () => import('./i18n/en').then((m) => m.en) },
  explanations: { ko: () => import('./i18n/explanations-ko').then((m) => m.ko), en: () => import('./i18n/explanations-en').then((m) => m.en) },
};

describe('the console names the docs section to read', () => {
  beforeAll(async () => {
    await initI18n('ko', loaders, ['explanations']);
  });

  it('as its file and the heading’s anchor', () => {
    expect(docsReference(DOCS_SECTIONS.adminBoundaries)).toBe('docs/importing.md#administrative-boundaries');
    expect(docsReference({ file: 'docs/x.md', heading: 'Roads (OSM), and rows: 1–2' })).toBe('docs/x.md#roads-osm-and-rows-12');
  });

  it.each(['ko', 'en'] as const)('in the import hints, in %s', async (language) => {
    await setLanguage(language);
    expect(i18next.t('emulatorData.importHint', { doc: docsReference(DOCS_SECTIONS.importing) })).toContain('`docs/importing.md#importing-real-data`');
  });
});
