import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyName, anyUrl, LANG } from '../test/message-figures.js';
import {
  invitationMessage,
  newDeviceSignInMessage,
  passwordChangedMessage,
  passwordResetByOfficialMessage,
  passwordResetMessage,
} from './account.js';
import { SMS_MAX } from './text.js';

// docs/decisions/notifications.md, "Account messages"
const at = new Date('2026-11-28T14:05:00Z');

describe('account messages', () => {
  it('invitationMessage in English', () => {
    expect(
      invitationMessage('en', {
        firstname: 'Wanjiku',
        url: 'https://chama.example/invitations/ABCDE-FGHJK',
        code: 'ABCDE-FGHJK',
        expiresAt: at,
      }),
    ).toEqual({
      subject: 'Your invitation to Links',
      body: 'Hello Wanjiku,\n\nYour savings group has added you to Links. Open https://chama.example/invitations/ABCDE-FGHJK or enter the code ABCDE-FGHJK on the Links sign-in page to choose your password. The invitation can be used once, until 28 Nov 2026, 17:05 EAT.\n\nNobody else knows your password: keep it to yourself.',
      sms: 'Links: your group invited you. Your code is ABCDE-FGHJK, valid until 28 Nov 2026, 17:05 EAT. Open https://chama.example/invitations/ABCDE-FGHJK',
    });
  });

  it('invitationMessage in Kiswahili', () => {
    expect(
      invitationMessage('sw', {
        firstname: 'Wanjiku',
        url: 'https://chama.example/invitations/ABCDE-FGHJK',
        code: 'ABCDE-FGHJK',
        expiresAt: at,
      }),
    ).toEqual({
      subject: 'Mwaliko wako wa Links',
      body: 'Habari Wanjiku,\n\nKikundi chako cha akiba kimekuongeza kwenye Links. Fungua https://chama.example/invitations/ABCDE-FGHJK au weka code ABCDE-FGHJK kwenye ukurasa wa kuingia wa Links uchague nenosiri lako. Mwaliko unatumika mara moja, mpaka 28 Nov 2026, 17:05 EAT.\n\nHakuna mwingine anayejua nenosiri lako: lifiche.',
      sms: 'Links: umealikwa kwenye kikundi. Code yako ni ABCDE-FGHJK, hadi 28 Nov 2026, 17:05 EAT. Fungua https://chama.example/invitations/ABCDE-FGHJK',
    });
  });

  it('passwordResetByOfficialMessage in English', () => {
    expect(
      passwordResetByOfficialMessage('en', {
        firstname: 'Wanjiku',
        url: 'https://chama.example/invitations/ABCDE-FGHJK',
        code: 'ABCDE-FGHJK',
        expiresAt: at,
      }),
    ).toEqual({
      subject: 'Your Links password was reset',
      body: "Hello Wanjiku,\n\nAn official of your group has reset your Links password: the old one no longer works and you were signed out. Open https://chama.example/invitations/ABCDE-FGHJK or enter the code ABCDE-FGHJK on the Links sign-in page to choose your password. The invitation can be used once, until 28 Nov 2026, 17:05 EAT.\n\nIf you did not ask for this, tell your group's chair.",
      sms: 'Links: an official reset your password. Your code is ABCDE-FGHJK, valid until 28 Nov 2026, 17:05 EAT. Open https://chama.example/invitations/ABCDE-FGHJK',
    });
  });

  it('passwordResetByOfficialMessage in Kiswahili', () => {
    expect(
      passwordResetByOfficialMessage('sw', {
        firstname: 'Wanjiku',
        url: 'https://chama.example/invitations/ABCDE-FGHJK',
        code: 'ABCDE-FGHJK',
        expiresAt: at,
      }),
    ).toEqual({
      subject: 'Nenosiri lako la Links limebadilishwa',
      body: 'Habari Wanjiku,\n\nKiongozi wa kikundi chako amefuta nenosiri lako la Links: la zamani halifanyi kazi tena na umetolewa kwenye vifaa vyote. Fungua https://chama.example/invitations/ABCDE-FGHJK au weka code ABCDE-FGHJK kwenye ukurasa wa kuingia wa Links uchague jipya. Inatumika mara moja, mpaka 28 Nov 2026, 17:05 EAT.\n\nKama hukuomba hili, mwambie mwenyekiti wa kikundi.',
      sms: 'Links: kiongozi amefuta nenosiri lako. Code yako ni ABCDE-FGHJK, hadi 28 Nov 2026, 17:05 EAT. Fungua https://chama.example/invitations/ABCDE-FGHJK',
    });
  });

  it('passwordResetMessage in English', () => {
    expect(
      passwordResetMessage('en', {
        firstname: 'Wanjiku',
        url: 'https://chama.example/reset-password/confirm',
        code: '123456',
        expiresAt: at,
      }),
    ).toEqual({
      subject: 'Your Links password reset code',
      body: 'Hello Wanjiku,\n\nYour code to reset your Links password is 123456. Enter it on the "Forgot password?" page, or open https://chama.example/reset-password/confirm. It holds until 28 Nov 2026, 17:05 EAT.\n\nIf you did not ask for it, ignore this message: your password stays as it is.',
      sms: 'Links: your password reset code is 123456, valid until 28 Nov 2026, 17:05 EAT. If you did not ask for it, ignore this message.',
    });
  });

  it('passwordResetMessage in Kiswahili', () => {
    expect(
      passwordResetMessage('sw', {
        firstname: 'Wanjiku',
        url: 'https://chama.example/reset-password/confirm',
        code: '123456',
        expiresAt: at,
      }),
    ).toEqual({
      subject: 'Code ya kubadilisha nenosiri la Links',
      body: 'Habari Wanjiku,\n\nCode yako ya kubadilisha nenosiri la Links ni 123456. Iweke kwenye ukurasa wa "Forgot password?", au fungua https://chama.example/reset-password/confirm. Inatumika mpaka 28 Nov 2026, 17:05 EAT.\n\nKama hukuiomba, puuza ujumbe huu: nenosiri lako halijabadilika.',
      sms: 'Links: code yako ya kubadilisha nenosiri ni 123456, hadi 28 Nov 2026, 17:05 EAT. Kama hukuiomba, puuza ujumbe huu.',
    });
  });

  it('passwordChangedMessage in English: by the member', () => {
    expect(passwordChangedMessage('en', { firstname: 'Wanjiku', at, how: 'changed' })).toEqual({
      subject: 'Your Links password was changed',
      body: "Hello Wanjiku,\n\nYour Links password was changed on 28 Nov 2026, 17:05 EAT; your other devices were signed out.\n\nIf this was not you, tell your group's chair at once.",
      sms: 'Your Links password was changed on 28 Nov 2026, 17:05 EAT; your other devices were signed out. If this was not you, tell your chair at once.',
    });
  });

  it('passwordChangedMessage in Kiswahili: by the member', () => {
    expect(passwordChangedMessage('sw', { firstname: 'Wanjiku', at, how: 'changed' })).toEqual({
      subject: 'Nenosiri lako la Links limebadilishwa',
      body: 'Habari Wanjiku,\n\nNenosiri lako la Links limebadilishwa tarehe 28 Nov 2026, 17:05 EAT; vifaa vyako vingine vimetolewa.\n\nKama si wewe, mwambie mwenyekiti wa kikundi mara moja.',
      sms: 'Nenosiri lako la Links limebadilishwa tarehe 28 Nov 2026, 17:05 EAT; vifaa vyako vingine vimetolewa. Kama si wewe, mwambie mwenyekiti mara moja.',
    });
  });

  it('passwordChangedMessage in English: with a code', () => {
    expect(passwordChangedMessage('en', { firstname: 'Wanjiku', at, how: 'reset' })).toEqual({
      subject: 'Your Links password was changed',
      body: "Hello Wanjiku,\n\nYour Links password was reset with a code on 28 Nov 2026, 17:05 EAT, and every device was signed out.\n\nIf this was not you, tell your group's chair at once.",
      sms: 'Your Links password was reset with a code on 28 Nov 2026, 17:05 EAT, and every device was signed out. If this was not you, tell your chair at once.',
    });
  });

  it('passwordChangedMessage in Kiswahili: with a code', () => {
    expect(passwordChangedMessage('sw', { firstname: 'Wanjiku', at, how: 'reset' })).toEqual({
      subject: 'Nenosiri lako la Links limebadilishwa',
      body: 'Habari Wanjiku,\n\nNenosiri lako la Links limebadilishwa kwa code tarehe 28 Nov 2026, 17:05 EAT, na vifaa vyote vimetolewa.\n\nKama si wewe, mwambie mwenyekiti wa kikundi mara moja.',
      sms: 'Nenosiri lako la Links limebadilishwa kwa code tarehe 28 Nov 2026, 17:05 EAT, na vifaa vyote vimetolewa. Kama si wewe, mwambie mwenyekiti mara moja.',
    });
  });

  it('newDeviceSignInMessage in English', () => {
    expect(newDeviceSignInMessage('en', { firstname: 'Wanjiku', at, device: 'Chrome on Android' })).toEqual({
      subject: 'A sign-in to Links from a new device',
      body: "Hello Wanjiku,\n\nYour Links account was signed in on 28 Nov 2026, 17:05 EAT from a device not seen before: Chrome on Android.\n\nIf this was you, there is nothing to do. If not, change your password now and tell your group's chair.",
      sms: 'Links: new sign-in to your account on 28 Nov 2026, 17:05 EAT from Chrome on Android. If this was not you, change your password now.',
    });
  });

  it('newDeviceSignInMessage in Kiswahili', () => {
    expect(newDeviceSignInMessage('sw', { firstname: 'Wanjiku', at, device: 'Chrome on Android' })).toEqual({
      subject: 'Umeingia Links kwa kifaa kipya',
      body: 'Habari Wanjiku,\n\nAkaunti yako ya Links imeingiwa tarehe 28 Nov 2026, 17:05 EAT kwa kifaa ambacho hakijatumika kabla: Chrome on Android.\n\nKama ni wewe, hakuna la kufanya. Kama si wewe, badilisha nenosiri lako sasa na umwambie mwenyekiti wa kikundi.',
      sms: 'Links: akaunti yako imeingiwa tarehe 28 Nov 2026, 17:05 EAT kwa kifaa kipya (Chrome on Android). Kama si wewe, badilisha nenosiri sasa.',
    });
  });

  it('fits one SMS that carries the code, for any name, link, time and device', () => {
    const moment = fc.date({ min: new Date('2020-01-01'), max: new Date('2099-12-31'), noInvalidDate: true });
    fc.assert(
      fc.property(
        LANG,
        anyName,
        anyUrl,
        moment,
        fc.string({ maxLength: 300 }),
        (language, firstname, url, when, device) => {
          const code = 'ABCDE-FGHJK';
          for (const text of [
            invitationMessage(language, { firstname, url, code, expiresAt: when }),
            passwordResetByOfficialMessage(language, { firstname, url, code, expiresAt: when }),
          ]) {
            expect(text.sms.length).toBeLessThanOrEqual(SMS_MAX);
            expect(text.sms).toContain(code);
            expect(text.body).toContain(url);
          }
          const reset = passwordResetMessage(language, { firstname, url, code: '123456', expiresAt: when });
          expect(reset.sms.length).toBeLessThanOrEqual(SMS_MAX);
          expect(reset.sms).toContain('123456');
          expect(reset.body).toContain(url);
          for (const how of ['changed', 'reset'] as const) {
            expect(
              passwordChangedMessage(language, { firstname, at: when, how }).sms.length,
            ).toBeLessThanOrEqual(SMS_MAX);
          }
          expect(
            newDeviceSignInMessage(language, { firstname, at: when, device }).sms.length,
          ).toBeLessThanOrEqual(SMS_MAX);
        },
      ),
    );
  });
});
