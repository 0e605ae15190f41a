import { operations } from '@links/domain';
import { setLanguage } from '../../../i18n';
import { call } from '../../../lib/call';

/**
 * At sign-in the user's saved language wins over this device's (docs/decisions/languages.md,
 * "Choosing a language"): `GET /me/preferences`, then the web in that language. A failure leaves
 * the language as it is.
 */
export async function applySavedLanguage(): Promise<void> {
  try {
    const preferences = await call(operations.myPreferences);
    await setLanguage(preferences.language);
  } catch {
    // The device's language stays; the next sign-in asks again.
  }
}
