import { ruleInWords, sentenceInWords } from './predicates';

/**
 * A request schema's messages name the wire field (`amount_saved is required`), so the server and
 * the form say one sentence; a form shows it under its own words for the field (`Amount is
 * required`). Subjects map a field's wire name to those words, in the language on screen: in
 * Kiswahili the rule is said in Kiswahili too (docs/decisions/languages.md, "Form messages").
 */
export type Subjects = Readonly<Record<string, string | Saying>>;

/**
 * A field whose screen says its one rule in a sentence of its own (`Paybill or till number must be
 * 5 to 10 digits`): every message of the rule, the form's check or the server's, reads as `says`
 * (the form's words, `t(…)`, in the language on screen). The rule stays the domain's; only its
 * wording on the screen is the form's.
 */
export interface Saying {
  says: string;
}

/**
 * The message with its leading field name replaced by the field's subject, if it has one, in the
 * language on screen (`predicates.ts`). A message that names no field with a subject is said as the
 * rule's sentence (`sentenceInWords`).
 */
export function inWords(message: string, field: string, subjects: Subjects): string {
  const subject = subjects[field];
  if (typeof subject === 'object') return subject.says;
  if (subject === undefined || !message.startsWith(`${field} `)) return sentenceInWords(message);
  return ruleInWords(subject, message.slice(field.length + 1));
}

interface ErrorNode {
  type?: unknown;
  message?: unknown;
  [key: string]: unknown;
}

/**
 * Rewrites every message of a react-hook-form error tree in place: a leaf (it has a `type`) takes
 * the subject of its own key, so `transaction_items.0.transaction_amount` reads as the item's
 * amount. `ref` (a DOM node) is not walked.
 */
export function errorsInWords(errors: Record<string, unknown>, subjects: Subjects): void {
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || value === null || typeof value !== 'object') continue;
    const node = value as ErrorNode;
    if (typeof node.type === 'string' && typeof node.message === 'string') {
      node.message = inWords(node.message, key, subjects);
    }
    errorsInWords(node, subjects);
  }
}
