import { describe, expect, it } from 'vitest';
import { CHANNELS_REFUSAL, LANGUAGE_REFUSAL, PREFERENCES_EMPTY, preferencesBody } from './contract.js';

/** `PATCH /me/preferences` as both sides read it (docs/decisions/notifications.md, "Preferences"). */

const refusalOf = (body: unknown) => {
  const result = preferencesBody.safeParse(body);
  return result.success ? undefined : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('the preferences body', () => {
  it('reads the channels as the whole choice, in a fixed order, and the language', () => {
    expect(preferencesBody.parse({ channels: ['sms', 'email'], language: 'sw' })).toEqual({
      channels: ['email', 'sms'],
      language: 'sw',
    });
    expect(preferencesBody.parse({ channels: [] })).toEqual({ channels: [] });
    expect(preferencesBody.parse({ language: 'en' })).toEqual({ language: 'en' });
  });

  it('refuses anything but email and sms on the channels field itself', () => {
    for (const channels of [['fax'], 'email', null, [null], ['email', 'email', 'sms'], [1], {}]) {
      expect(refusalOf({ channels })).toEqual([['channels', CHANNELS_REFUSAL]]);
    }
  });

  it('refuses a language other than en or sw, and a body with neither', () => {
    for (const language of ['fr', 'SW', '', 7, null]) {
      expect(refusalOf({ language })).toEqual([['language', LANGUAGE_REFUSAL]]);
    }
    expect(refusalOf({})).toEqual([['', PREFERENCES_EMPTY]]);
  });
});
