import { kes, type Language, type MessageText, messageDate, SMS_MAX, shortName } from './text.js';

/*
 * The messages of a dispute (docs/decisions/disputes.md, "Who is told"): the writing officials
 * hear that a member says a line of their statement is wrong; the member hears the answer.
 */

/** The disputed line as the member's statement shows it. */
export interface DisputedLine {
  /** Its day, `2026-12-01`. */
  date: string;
  /** Its words on the statement (the entry's memo, or the payment's). */
  description: string;
  /** Its amount in cents. */
  amount: number;
}

export interface DisputeOpenedFigures {
  disputeId: number;
  member: string;
  line: DisputedLine;
  reason: string;
}

export interface DisputeAnsweredFigures {
  disputeId: number;
  status: 'Resolved' | 'Rejected';
  line: DisputedLine;
  answer: string;
}

/** An SMS of a fixed start and end around free text, the text shortened to what is left. */
function smsAround(start: string, text: string, end: string): string {
  const room = SMS_MAX - start.length - end.length;
  return `${start}${shortName(text, Math.max(room, 1))}${end}`;
}

/** To the writing officials: a member says a line is wrong. */
export function disputeOpenedText(language: Language, figures: DisputeOpenedFigures): MessageText {
  const { line, reason, disputeId } = figures;
  const member = figures.member.replace(/\s+/g, ' ').trim();
  const amount = kes(line.amount);
  const day = messageDate(line.date, language);
  if (language === 'sw') {
    return {
      subject: `Malalamiko mapya #${disputeId}: ${member}`,
      body:
        `${member} anasema rekodi hii kwenye taarifa yake si sahihi: "${line.description}", ${amount}, ${day}.\n\n` +
        `Sababu yake: ${reason}\n\nTafadhali yajibu kwenye Links (Malalamiko): yatatuliwe au yakataliwe, kwa maelezo.`,
      sms: smsAround(
        `${shortName(member, 20)} analalamikia ${amount} ya ${day}: `,
        reason,
        ' Jibu kwenye Links.',
      ),
    };
  }
  return {
    subject: `Dispute #${disputeId} from ${member}`,
    body:
      `${member} says this line of their statement is wrong: "${line.description}", ${amount}, ${day}.\n\n` +
      `Their reason: ${reason}\n\nPlease answer it on Links (Disputes): resolve or reject it, with your answer.`,
    sms: smsAround(`${shortName(member, 20)} disputes ${amount} of ${day}: `, reason, ' Answer it on Links.'),
  };
}

/** To the member: the official's answer. */
export function disputeAnsweredText(language: Language, figures: DisputeAnsweredFigures): MessageText {
  const { line, answer, status } = figures;
  const amount = kes(line.amount);
  const day = messageDate(line.date, language);
  if (language === 'sw') {
    const outcome = status === 'Resolved' ? 'yametatuliwa' : 'yamekataliwa';
    return {
      subject: `Malalamiko yako ${outcome}`,
      body:
        `Malalamiko yako kuhusu "${line.description}", ${amount}, ${day}, ${outcome}.\n\n` +
        `Jibu la kiongozi: ${answer}\n\nAngalia taarifa yako kwenye Links.`,
      sms: smsAround(`Malalamiko yako kuhusu ${amount} ya ${day} ${outcome}: `, answer, ''),
    };
  }
  const outcome = status === 'Resolved' ? 'resolved' : 'rejected';
  return {
    subject: `Your dispute was ${outcome}`,
    body:
      `Your dispute about "${line.description}", ${amount}, ${day}, was ${outcome}.\n\n` +
      `The official's answer: ${answer}\n\nSee your statement on Links.`,
    sms: smsAround(`Your dispute about ${amount} of ${day} was ${outcome}: `, answer, ''),
  };
}
