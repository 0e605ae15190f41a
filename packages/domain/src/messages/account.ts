import { firstFitting, hello, messageTime } from './fit.js';
import { type Language, type MessageText, shortName } from './text.js';

/*
 * A member's way in (docs/decisions/notifications.md, "Account messages"): invitations and reset
 * codes, which the SMS carries whole with the e-mail carrying the link, and word of a changed
 * password or of a sign-in from a new device.
 */

export interface InvitationFigures {
  firstname: string;
  /** The link that opens the invitation. */
  url: string;
  /** The code as members type it, `ABCDE-FGHJK`. */
  code: string;
  expiresAt: Date;
}

export function invitationMessage(language: Language, f: InvitationFigures): MessageText {
  const until = messageTime(f.expiresAt, language);
  if (language === 'sw') {
    return {
      subject: 'Mwaliko wako wa Links',
      body: `${hello(language, f.firstname)}\n\nKikundi chako cha akiba kimekuongeza kwenye Links. Fungua ${f.url} au weka code ${f.code} kwenye ukurasa wa kuingia wa Links uchague nenosiri lako. Mwaliko unatumika mara moja, mpaka ${until}.\n\nHakuna mwingine anayejua nenosiri lako: lifiche.`,
      sms: firstFitting(
        `Links: umealikwa kwenye kikundi. Code yako ni ${f.code}, hadi ${until}. Fungua ${f.url}`,
        `Links: umealikwa kwenye kikundi. Code yako ni ${f.code}, hadi ${until}. Iweke kwenye ukurasa wa kuingia wa Links.`,
      ),
    };
  }
  return {
    subject: 'Your invitation to Links',
    body: `${hello(language, f.firstname)}\n\nYour savings group has added you to Links. Open ${f.url} or enter the code ${f.code} on the Links sign-in page to choose your password. The invitation can be used once, until ${until}.\n\nNobody else knows your password: keep it to yourself.`,
    sms: firstFitting(
      `Links: your group invited you. Your code is ${f.code}, valid until ${until}. Open ${f.url}`,
      `Links: your group invited you. Your code is ${f.code}, valid until ${until}. Enter it on the Links sign-in page.`,
    ),
  };
}

/**
 * The confirmation of a group registered from /signup (docs/decisions/signup.md, "Confirming"): it
 * goes by e-mail only, as the person who registered gave no phone.
 */
export function groupSignupMessage(
  language: Language,
  f: InvitationFigures & { groupName: string },
): MessageText {
  const until = messageTime(f.expiresAt, language);
  if (language === 'sw') {
    return {
      subject: `Thibitisha kikundi chako ${f.groupName} kwenye Links`,
      body: `${hello(language, f.firstname)}\n\nUmesajili kikundi ${f.groupName} kwenye Links. Fungua ${f.url} au weka code ${f.code} kwenye ukurasa wa mwaliko wa Links kukithibitisha na kuingia. Inatumika mara moja, mpaka ${until}.\n\nKama hukusajili kikundi, puuza ujumbe huu: hakuna kitakachoanza.`,
      sms: firstFitting(
        `Links: code ya kuthibitisha ${f.groupName} ni ${f.code}, hadi ${until}. Fungua ${f.url}`,
      ),
    };
  }
  return {
    subject: `Confirm your group ${f.groupName} on Links`,
    body: `${hello(language, f.firstname)}\n\nYou registered the group ${f.groupName} on Links. Open ${f.url} or enter the code ${f.code} on the Links invitation page to confirm it and sign in. The code can be used once, until ${until}.\n\nIf you did not register a group, ignore this message: nothing starts without you.`,
    sms: firstFitting(
      `Links: your code to confirm ${f.groupName} is ${f.code}, valid until ${until}. Open ${f.url}`,
    ),
  };
}

export function passwordResetByOfficialMessage(language: Language, f: InvitationFigures): MessageText {
  const until = messageTime(f.expiresAt, language);
  if (language === 'sw') {
    return {
      subject: 'Nenosiri lako la Links limebadilishwa',
      body: `${hello(language, f.firstname)}\n\nKiongozi wa kikundi chako amefuta nenosiri lako la Links: la zamani halifanyi kazi tena na umetolewa kwenye vifaa vyote. Fungua ${f.url} au weka code ${f.code} kwenye ukurasa wa kuingia wa Links uchague jipya. Inatumika mara moja, mpaka ${until}.\n\nKama hukuomba hili, mwambie mwenyekiti wa kikundi.`,
      sms: firstFitting(
        `Links: kiongozi amefuta nenosiri lako. Code yako ni ${f.code}, hadi ${until}. Fungua ${f.url}`,
        `Links: kiongozi amefuta nenosiri lako. Code yako ni ${f.code}, hadi ${until}. Iweke kwenye ukurasa wa kuingia.`,
      ),
    };
  }
  return {
    subject: 'Your Links password was reset',
    body: `${hello(language, f.firstname)}\n\nAn official of your group has reset your Links password: the old one no longer works and you were signed out. Open ${f.url} or enter the code ${f.code} on the Links sign-in page to choose your password. The invitation can be used once, until ${until}.\n\nIf you did not ask for this, tell your group's chair.`,
    sms: firstFitting(
      `Links: an official reset your password. Your code is ${f.code}, valid until ${until}. Open ${f.url}`,
      `Links: an official reset your password. Your code is ${f.code}, valid until ${until}. Enter it on the sign-in page.`,
    ),
  };
}

export interface PasswordResetFigures {
  firstname: string;
  url: string;
  /** The six digits. */
  code: string;
  expiresAt: Date;
}

export function passwordResetMessage(language: Language, f: PasswordResetFigures): MessageText {
  const until = messageTime(f.expiresAt, language);
  if (language === 'sw') {
    return {
      subject: 'Code ya kubadilisha nenosiri la Links',
      body: `${hello(language, f.firstname)}\n\nCode yako ya kubadilisha nenosiri la Links ni ${f.code}. Iweke kwenye ukurasa wa "Forgot password?", au fungua ${f.url}. Inatumika mpaka ${until}.\n\nKama hukuiomba, puuza ujumbe huu: nenosiri lako halijabadilika.`,
      sms: `Links: code yako ya kubadilisha nenosiri ni ${f.code}, hadi ${until}. Kama hukuiomba, puuza ujumbe huu.`,
    };
  }
  return {
    subject: 'Your Links password reset code',
    body: `${hello(language, f.firstname)}\n\nYour code to reset your Links password is ${f.code}. Enter it on the "Forgot password?" page, or open ${f.url}. It holds until ${until}.\n\nIf you did not ask for it, ignore this message: your password stays as it is.`,
    sms: `Links: your password reset code is ${f.code}, valid until ${until}. If you did not ask for it, ignore this message.`,
  };
}

export interface PasswordChangedFigures {
  firstname: string;
  at: Date;
  /** Changed by the member signed in (their other devices signed out) or reset with a code (all). */
  how: 'changed' | 'reset';
}

export function passwordChangedMessage(language: Language, f: PasswordChangedFigures): MessageText {
  const at = messageTime(f.at, language);
  if (language === 'sw') {
    const what =
      f.how === 'changed'
        ? `Nenosiri lako la Links limebadilishwa tarehe ${at}; vifaa vyako vingine vimetolewa.`
        : `Nenosiri lako la Links limebadilishwa kwa code tarehe ${at}, na vifaa vyote vimetolewa.`;
    return {
      subject: 'Nenosiri lako la Links limebadilishwa',
      body: `${hello(language, f.firstname)}\n\n${what}\n\nKama si wewe, mwambie mwenyekiti wa kikundi mara moja.`,
      sms: `${what} Kama si wewe, mwambie mwenyekiti mara moja.`,
    };
  }
  const what =
    f.how === 'changed'
      ? `Your Links password was changed on ${at}; your other devices were signed out.`
      : `Your Links password was reset with a code on ${at}, and every device was signed out.`;
  return {
    subject: 'Your Links password was changed',
    body: `${hello(language, f.firstname)}\n\n${what}\n\nIf this was not you, tell your group's chair at once.`,
    sms: `${what} If this was not you, tell your chair at once.`,
  };
}

export interface NewDeviceFigures {
  firstname: string;
  at: Date;
  /** What signed in, as its user agent tells: `Chrome on Android`. */
  device: string;
}

export function newDeviceSignInMessage(language: Language, f: NewDeviceFigures): MessageText {
  const at = messageTime(f.at, language);
  const device = shortName(f.device, 40);
  if (language === 'sw') {
    return {
      subject: 'Umeingia Links kwa kifaa kipya',
      body: `${hello(language, f.firstname)}\n\nAkaunti yako ya Links imeingiwa tarehe ${at} kwa kifaa ambacho hakijatumika kabla: ${device}.\n\nKama ni wewe, hakuna la kufanya. Kama si wewe, badilisha nenosiri lako sasa na umwambie mwenyekiti wa kikundi.`,
      sms: `Links: akaunti yako imeingiwa tarehe ${at} kwa kifaa kipya (${device}). Kama si wewe, badilisha nenosiri sasa.`,
    };
  }
  return {
    subject: 'A sign-in to Links from a new device',
    body: `${hello(language, f.firstname)}\n\nYour Links account was signed in on ${at} from a device not seen before: ${device}.\n\nIf this was you, there is nothing to do. If not, change your password now and tell your group's chair.`,
    sms: `Links: new sign-in to your account on ${at} from ${device}. If this was not you, change your password now.`,
  };
}
