import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { en } from './catalogue-en';

/**
 * The web's words in English and Kiswahili (docs/decisions/languages.md). Each language's catalogue
 * is a chunk of its own, fetched before the first screen: English always (it is the fallback),
 * Kiswahili when it is chosen ("Loading on demand").
 */
export type Language = 'en' | 'sw';
export const languages: readonly Language[] = ['en', 'sw'];

/** Where this device remembers its language (docs/decisions/languages.md, "Where it is remembered"). */
export const LANGUAGE_STORAGE_KEY = 'links.language';

const catalogues: Record<Language, () => Promise<typeof en>> = {
  en: () => import('./catalogue-en').then((module) => module.en),
  sw: () => import('./catalogue-sw').then((module) => module.default),
};

export const i18n: I18n = i18next.createInstance();
// No words yet: `startLanguage` fetches them before the first screen (and the tests' set-up before
// the first test).
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: {},
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}

export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'sw';

/** The language this device chose last, if any. */
export function storedLanguage(): Language | null {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/**
 * Shows the web in `language`: fetches its catalogue if it is not here yet, sets `<html lang>`
 * and remembers the choice on this device (docs/decisions/languages.md, "Choosing a language").
 */
export async function setLanguage(language: Language): Promise<void> {
  // English is every language's fallback, so it is always here too.
  for (const needed of new Set<Language>(['en', language])) {
    if (!i18n.hasResourceBundle(needed, 'translation')) {
      i18n.addResourceBundle(needed, 'translation', await catalogues[needed]());
    }
  }
  await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // A browser that keeps nothing (private mode) still shows the language for this visit.
  }
}

let starting: Promise<void> | undefined;

/** Before the first screen: the language this device remembers, its catalogue fetched. Once. */
export function startLanguage(): Promise<void> {
  starting ??= setLanguage(storedLanguage() ?? 'en').catch(() => undefined);
  return starting;
}

/** The language on screen now. */
export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : 'en');

/**
 * Marks a key that a table holds for `t` later, so that scripts/check-translations.mjs sees it as
 * it sees `t('…')`.
 */
export const msg = <K extends string>(key: K): K => key;

export { useTranslation };
