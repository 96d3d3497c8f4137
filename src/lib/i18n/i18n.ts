import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isolateInline } from '../bidi-text';

export type Language = 'ko' | 'en';

/**
 * One namespace's messages, each language its own chunk: the console fetches only the language it
 * shows (a switch fetches the other for every namespace already in).
 */
export type NamespaceLoader = Record<Language, () => Promise<object>>;

/** Why a namespace's messages did not arrive (the failed import's own error), kept for the page that needs them. */
const failures = new Map<string, unknown>();

function messagesBackend(loaders: Readonly<Record<string, NamespaceLoader>>): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language, namespace, callback) {
      const load = loaders[namespace]?.[language as Language];
      if (!load) {
        callback(new Error(`No messages for namespace '${namespace}' in '${language}'`), false);
        return;
      }
      load().then(
        (messages) => {
          failures.delete(`${language}|${namespace}`);
          callback(null, messages as Record<string, unknown>);
        },
        (error: unknown) => {
          failures.set(`${language}|${namespace}`, error);
          callback(error instanceof Error ? error : new Error(String(error)), false);
        },
      );
    },
  };
}

/**
 * One i18next instance for the console; React reads it through react-i18next. `common` (the
 * shell's texts) is the default namespace and, with `explanations` and `hosting`, every page's fallback;
 * `preload` names the namespaces wanted before the first render. Resolves once their texts are in.
 */
export async function initI18n(language: Language, loaders: Readonly<Record<string, NamespaceLoader>>, preload: readonly string[] = []): Promise<typeof i18next> {
  await i18next
    .use(messagesBackend(loaders))
    .use(initReactI18next)
    .init({
      lng: language,
      ns: ['common', ...preload],
      defaultNS: 'common',
      // A page's texts are in its own namespace; the shell's, and the few a page shares with the
      // shell or another page, in `common`; the explanations of answers (error codes, contract
      // deviations, the emulator's data) in `explanations` and those of a host that is not the
      // emulator or the service in `hosting`, each loaded with what shows it (`loadNamespace`).
      fallbackNS: ['common', 'explanations', 'hosting'],
      // Both languages carry every key (each en file is checked against its ko file), so no fallback language is needed.
      fallbackLng: false,
      load: 'currentOnly',
      // React escapes HTML itself (API data is never rendered as HTML). What the interpolation does
      // is keep data's bidirectional controls from reordering the sentence it is placed in.
      interpolation: { escapeValue: true, escape: isolateInline },
      returnNull: false,
    });
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return i18next;
}

/**
 * Loads a page's messages in the language shown, alongside the page's code and before it renders
 * (so no raw key is ever on screen). Messages that do not arrive fail the same way as the page's
 * own chunk, so the page explains it in its panel.
 */
export async function loadNamespace(namespace: string): Promise<void> {
  await i18next.loadNamespaces(namespace);
  const language = i18next.language;
  if (i18next.hasResourceBundle(language, namespace)) return;
  throw failures.get(`${language}|${namespace}`) ?? new Error(`The messages of '${namespace}' could not be loaded`);
}

/** Switches the language; the other language's texts of every namespace already in are fetched first. */
export async function setLanguage(language: Language): Promise<void> {
  await i18next.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * A component loaded with the messages it shows, in the language shown (a page, or a part of the
 * shell shown only in some states): rendered once both are in, so no raw key is ever on screen.
 */
export function lazyWithMessages<P extends object>(namespaces: readonly string[], load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => Promise.all([load(), ...namespaces.map(loadNamespace)]).then(([component]) => ({ default: component })));
}
