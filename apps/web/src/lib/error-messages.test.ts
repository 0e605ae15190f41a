import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n';
import { sw } from '../i18n/catalogue-sw';
import { ApiError, messageOf } from './api';
import { ERROR_MESSAGES } from './error-messages';

/**
 * A refusal shown in the user's language (docs/decisions/languages.md, "Refusals in the user's
 * language"): English keeps the server's sentence; Kiswahili shows the code's words.
 */
const refusal = (code: string, message: string) =>
  new ApiError(message, 422, { message, detail: message, code });

afterEach(async () => {
  await setLanguage('en');
});

describe('a refusal in the language on screen', () => {
  it("in English is the server's own sentence, whatever its code", () => {
    expect(messageOf(refusal('INSUFFICIENT_FUNDS', 'Insufficient funds in Cash'), 'x')).toBe(
      'Insufficient funds in Cash',
    );
  });

  it("in Kiswahili is its code's words, a general code followed by the server's sentence", async () => {
    await setLanguage('sw');
    expect(messageOf(refusal('INSUFFICIENT_FUNDS', 'Insufficient funds in Cash'), 'x')).toBe(
      sw.errors.INSUFFICIENT_FUNDS,
    );
    expect(messageOf(refusal('CONFLICT', 'Name already exists'), 'x')).toBe(
      `${sw.errors.CONFLICT} (Name already exists)`,
    );
    // A code the web does not know shows the server's sentence; no sentence, the screen's default.
    expect(messageOf(refusal('SOMETHING_NEW', 'New rule'), 'x')).toBe('New rule');
    expect(messageOf(new ApiError('', 500, null), 'Imeshindikana')).toBe('Imeshindikana');
  });

  it('knows words for every code it maps, in both languages', () => {
    for (const code of Object.keys(ERROR_MESSAGES)) {
      expect(sw.errors[code as keyof typeof sw.errors], code).toBeTruthy();
    }
  });
});
