import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { ko } from './ko';

export type Language = 'ko' | 'en';

/** One i18next instance for the console; React reads it through react-i18next. */
export function initI18n(language: Language): typeof i18next {
  void i18next.use(initReactI18next).init({
    resources: { ko: { translation: ko }, en: { translation: en } },
    lng: language,
    fallbackLng: 'en',
    // React escapes text itself; API data is never rendered as HTML.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return i18next;
}

export function setLanguage(language: Language): void {
  void i18next.changeLanguage(language);
  document.documentElement.lang = language;
}
