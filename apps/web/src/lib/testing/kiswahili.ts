import { afterEach, beforeEach } from 'vitest';
import { LANGUAGE_STORAGE_KEY, setLanguage } from '../../i18n';
import { sw } from '../../i18n/catalogue-sw';
import { catalogueCheck, textsOf } from '../../i18n/untranslated';

/**
 * Component tests of a screen in Kiswahili (docs/decisions/languages.md, "Proving a screen is in
 * Kiswahili"): the file's tests run in Kiswahili, and `notKiswahili` lists what the page shows
 * that the Kiswahili catalogue did not write.
 */
export function inKiswahili(): void {
  beforeEach(async () => {
    await setLanguage('sw');
  });
  afterEach(async () => {
    await setLanguage('en');
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  });
}

const kiswahili = catalogueCheck(sw);

/** The page's texts not from the Kiswahili catalogue; `data` names the test's own (names, references). */
export const notKiswahili = (data: readonly string[] = []): string[] =>
  kiswahili.untranslated(textsOf(document), data);
