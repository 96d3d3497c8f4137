import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadNamespace, setLanguage, type NamespaceLoader } from './i18n';

const offline = new TypeError('Failed to fetch dynamically imported module: /assets/ko-x.js');
const loaders: Record<string, NamespaceLoader> = {
  common: { ko: () => import('./ko').then((m) => m.ko), en: () => import('./en').then((m) => m.en) },
  // A page's messages (the real ones are in its feature's i18n/ folder).
  zones: { ko: () => Promise.resolve({ zones: { title: '권역' } }), en: () => Promise.resolve({ zones: { title: 'Zones' } }) },
  faces: { ko: () => Promise.reject(offline), en: () => Promise.reject(offline) },
  explanations: { ko: () => import('./explanations-ko').then((m) => m.ko), en: () => import('./explanations-en').then((m) => m.en) },
};

describe('messages by namespace', () => {
  beforeAll(async () => {
    await initI18n('ko', loaders);
  });

  it('has the shell texts at start, and not yet a page’s', () => {
    expect(i18next.t('nav.zones')).toBe('권역');
    expect(i18next.hasResourceBundle('ko', 'zones')).toBe(false);
  });

  it('loads a page’s texts in the language shown; the page reads the shell’s too', async () => {
    await loadNamespace('zones');
    const t = i18next.getFixedT('ko', 'zones');
    expect(t('zones.title')).toBe('권역');
    expect(t('errors.title')).toBe('요청이 실패했습니다');
    expect(i18next.hasResourceBundle('en', 'zones')).toBe(false);
  });

  it('a language switch brings the other language of every page already loaded', async () => {
    await setLanguage('en');
    expect(i18next.t('zones.title', { ns: 'zones' })).toBe('Zones');
    expect(i18next.t('nav.zones')).toBe('Zones');
    await setLanguage('ko');
    expect(i18next.t('zones.title', { ns: 'zones' })).toBe('권역');
  });

  it('the explanations of answers come when loaded, and every namespace reads them', async () => {
    expect(i18next.hasResourceBundle('ko', 'explanations')).toBe(false);
    await loadNamespace('explanations');
    expect(i18next.getFixedT('ko', 'zones')('errors.INVALID_API_KEY.title')).toBe('앱 키가 거부되었습니다 (INVALID_API_KEY)');
    // What a call with no answer shows is the shell's own.
    expect(i18next.t('errors.network.title')).toBe('서비스에 연결할 수 없습니다');
  });

  it('messages that do not arrive fail as the page’s chunk does, with the import’s own error', async () => {
    await expect(loadNamespace('faces')).rejects.toBe(offline);
  });
});
