import { operations } from '@links/domain';
import { currentLanguage, setLanguage } from '../../../i18n';
import { call } from '../../../lib/call';

/**
 * At sign-in (docs/decisions/languages.md, "Choosing a language"): a language chosen on the sign-in
 * page just now is the user's choice, and is saved as theirs (`PATCH /me/preferences`); otherwise
 * the user's saved language wins over this device's (`GET /me/preferences`). A failure leaves the
 * language on screen as it is.
 */
export async function applySavedLanguage(chosenHere: boolean): Promise<void> {
  try {
    if (chosenHere) {
      await call(operations.setMyPreferences, { body: { language: currentLanguage() } });
      return;
    }
    const preferences = await call(operations.myPreferences);
    await setLanguage(preferences.language);
  } catch {
    // The device's language stays; the next sign-in asks again.
  }
}
