import { firstFitting } from './fit.js';
import type { Language, MessageText } from './text.js';

/*
 * A group suspended or let go on by its host (docs/decisions/groups.md, "Suspended groups"): every
 * member who has not left is told, in their language.
 */

export function groupSuspendedMessage(language: Language, f: { groupName: string }): MessageText {
  if (language === 'sw') {
    return {
      subject: `${f.groupName} imesimamishwa kwenye Links`,
      body: `Mwenyeji wa Links amesimamisha kikundi ${f.groupName}. Bado unaweza kusoma na kupakua taarifa zako na data ya kikundi; hakuna kinachoweza kubadilishwa mpaka kitakaporudishwa.`,
      sms: firstFitting(
        `Links: ${f.groupName} imesimamishwa. Unaweza kusoma na kupakua taarifa zako; hakuna kinachobadilishwa.`,
        `Links: ${f.groupName} imesimamishwa.`,
      ),
    };
  }
  return {
    subject: `${f.groupName} is suspended on Links`,
    body: `The host of Links has suspended ${f.groupName}. You can still read and download your statements and the group's export; nothing can be changed until the group is resumed.`,
    sms: firstFitting(
      `Links: ${f.groupName} is suspended. You can still read and download your statements; nothing can be changed.`,
      `Links: ${f.groupName} is suspended.`,
    ),
  };
}

export function groupResumedMessage(language: Language, f: { groupName: string }): MessageText {
  if (language === 'sw') {
    return {
      subject: `${f.groupName} inaendelea kwenye Links`,
      body: `Mwenyeji wa Links amerudisha kikundi ${f.groupName}: kila kitu kinafanya kazi kama kawaida.`,
      sms: firstFitting(`Links: ${f.groupName} imerudishwa; kila kitu kinafanya kazi kama kawaida.`),
    };
  }
  return {
    subject: `${f.groupName} is running again on Links`,
    body: `The host of Links has resumed ${f.groupName}: everything works as before.`,
    sms: firstFitting(`Links: ${f.groupName} is running again; everything works as before.`),
  };
}
