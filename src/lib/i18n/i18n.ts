import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isolateInline } from '../bidi-text';
import type { Messages } from './ko';

export type Language = 'ko' | 'en';

/** Each language is its own chunk: a page loads only the one it shows (a switch fetches the other). */
const MESSAGES: Record<Language, () => Promise<Messages>> = {
  ko: () => import('./ko').then((m) => m.ko),
  en: () => import('./en').then((m) => m.en),
};

/** One i18next instance for the console; React reads it through react-i18next. Resolves once the language's texts are in. */
export async function initI18n(language: Language): Promise<typeof i18next> {
  const messages = await MESSAGES[language]();
  await i18next.use(initReactI18next).init({
    resources: { [language]: { translation: messages } },
    lng: language,
    // Both languages carry every key (en is typed by ko's keys), so no fallback is needed.
    fallbackLng: false,
    // React escapes HTML itself (API data is never rendered as HTML). What the interpolation does
    // is keep data's bidirectional controls from reordering the sentence it is placed in.
    interpolation: { escapeValue: true, escape: isolateInline },
    returnNull: false,
  });
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return i18next;
}

export async function setLanguage(language: Language): Promise<void> {
  if (!i18next.hasResourceBundle(language, 'translation')) i18next.addResourceBundle(language, 'translation', await MESSAGES[language]());
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}
