import { useEffect, useState } from 'react';
import type { en } from '../i18n/catalogue-en';
import english from '../i18n/locales/en/offline.json';

/** A message of the `offline` group. */
export type OfflineKey = `offline.${keyof typeof en.offline}`;

type Catalogues = typeof import('../i18n');

/** The catalogues' module once it has arrived: every notice mounted later starts with it. */
let arrived: Catalogues | null = null;

const inEnglish = (key: OfflineKey): string => english[key.slice('offline.'.length) as keyof typeof english];

/**
 * The words of the notices in the first load: the update banner, and what a screen whose code did
 * not arrive says. That load carries neither i18next nor the catalogues (docs/decisions/languages.md,
 * "Loading on demand"), so a notice says the English of `offline.json` until the catalogues' module
 * has arrived (it comes with the first screen), then the language on screen, following a change.
 */
export function useOfflineWords(): (key: OfflineKey) => string {
  const [catalogues, setCatalogues] = useState(arrived);
  const [, setLanguage] = useState('');
  useEffect(() => {
    let mounted = true;
    let stopFollowing = () => {};
    import('../i18n').then(
      (module) => {
        arrived = module;
        if (!mounted) return;
        setCatalogues(module);
        const follow = (language: string) => setLanguage(language);
        module.i18n.on('languageChanged', follow);
        stopFollowing = () => module.i18n.off('languageChanged', follow);
        setLanguage(module.i18n.language);
      },
      // The code did not arrive (offline): the notice stays in English.
      () => undefined,
    );
    return () => {
      mounted = false;
      stopFollowing();
    };
  }, []);
  // Until the words themselves have arrived too (they follow the module), English: i18next gives
  // back the key it has no words for.
  if (!catalogues) return inEnglish;
  return (key) => {
    const words: string = catalogues.i18n.t(key);
    return words === key ? inEnglish(key) : words;
  };
}
