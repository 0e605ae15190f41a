import { currentLanguage, i18n, msg } from '../../i18n';

/**
 * The shared rules' messages in the language on screen (docs/decisions/languages.md, "Form
 * messages"). A rule says `<wire_field> <predicate>` in English (`amount_saved is required`); a form
 * shows it with its own word for the field (`subjects.ts`). In English that is the word and the
 * predicate as the rule wrote it; in Kiswahili the predicate is read by the table below and said
 * with the catalogue's words (`validation.*`), the numbers and amounts it names kept as they are.
 *
 * Kiswahili agrees a verb with its noun's class, so the words do not make `<noun> <verb>`: they
 * name the field and then say the rule (`Kiasi: inahitajika`).
 */

/** A number as the rules write it: `1`, `1,000`, `250,000`, `0.0001`. */
const N = String.raw`\d[\d,]*(?:\.\d+)?`;
const rule = (pattern: string) => new RegExp(`^${pattern}$`);

/** What the English predicate looks like, and the key of its Kiswahili; named groups fill the key's placeholders. */
interface Reading {
  english: RegExp;
  key: string;
}

/**
 * The predicates a form can meet (packages/domain's request fields, amount schemas and request
 * schemas). Enumerations of the wire's values (`must be Approved or Rejected`), the shapes of lists
 * and the query strings' rules are not here: a form never sends anything else.
 */
const PREDICATES = [
  { english: rule('is required'), key: msg('validation.required') },
  { english: rule('is required to reject a request'), key: msg('validation.requiredToReject') },
  { english: rule('is required for a CONTRIBUTION item'), key: msg('validation.requiredForContribution') },
  { english: rule('is required for a ROTATION item'), key: msg('validation.requiredForRotation') },
  { english: rule('is not valid'), key: msg('validation.notValid') },
  { english: rule('must be text'), key: msg('validation.text') },
  { english: rule('must be text, or null to remove it'), key: msg('validation.textOrNull') },
  { english: rule('must not be empty'), key: msg('validation.notEmpty') },
  { english: rule('must not contain NUL characters'), key: msg('validation.noNul') },
  {
    english: rule(`must be at most (?<max>${N}) characters(?: of text)?`),
    key: msg('validation.atMostCharacters'),
  },
  { english: rule('must be printable characters without spaces'), key: msg('validation.printable') },
  { english: rule('must name a column of the statement'), key: msg('validation.column') },
  { english: rule(String.raw`must be a date \(YYYY-MM-DD\)`), key: msg('validation.date') },
  { english: rule('is not a real date'), key: msg('validation.realDate') },
  { english: rule('must not be in the future'), key: msg('validation.notFuture') },
  { english: rule('must be true or false'), key: msg('validation.trueOrFalse') },
  { english: rule('must be a number'), key: msg('validation.number') },
  { english: rule('must be a number, or left out'), key: msg('validation.numberOrLeftOut') },
  { english: rule('must not be negative'), key: msg('validation.notNegative') },
  { english: rule('must have at most two decimals'), key: msg('validation.twoDecimals') },
  {
    english: rule('must be a number with at most two decimals'),
    key: msg('validation.numberTwoDecimals'),
  },
  {
    english: rule(String.raw`must be a whole number of hundredths of a percent \((?<step>${N})\)`),
    key: msg('validation.hundredthsOfPercent'),
  },
  { english: rule(`must not exceed (?<max>${N}) KES`), key: msg('validation.notAboveKes') },
  {
    english: rule(String.raw`must not exceed (?<max>${N}) \((?<percent>${N})%\)`),
    key: msg('validation.notAboveFraction'),
  },
  { english: rule(`must not exceed (?<max>${N})%`), key: msg('validation.notAbovePercent') },
  { english: rule(`must be more than (?<min>${N})`), key: msg('validation.moreThan') },
  {
    english: rule(`must be more than (?<min>${N}) and at most (?<max>${N})`),
    key: msg('validation.moreThanAtMost'),
  },
  { english: rule('must be positive'), key: msg('validation.positive') },
  { english: rule(`must be at least (?<min>${N})`), key: msg('validation.atLeast') },
  { english: rule(`must be at most (?<max>${N})`), key: msg('validation.atMost') },
  { english: rule(`must be between (?<min>${N}) and (?<max>${N})`), key: msg('validation.between') },
  {
    english: rule(`must be between KES (?<min>${N}) and KES (?<max>${N})`),
    key: msg('validation.betweenKes'),
  },
  { english: rule(`must be a multiple of (?<step>${N})`), key: msg('validation.multipleOf') },
  { english: rule('must be whole shillings for M-Pesa'), key: msg('validation.wholeShillings') },
  { english: rule('must be a whole number'), key: msg('validation.wholeNumber') },
  { english: rule('must be a positive whole number'), key: msg('validation.positiveWholeNumber') },
  {
    english: rule('must be a positive whole number or null'),
    key: msg('validation.positiveWholeNumberOrNull'),
  },
  {
    english: rule(`must be a whole number from (?<min>${N}) to (?<max>${N})`),
    key: msg('validation.wholeNumberFromTo'),
  },
  { english: rule('must be a whole number of months'), key: msg('validation.wholeMonths') },
  {
    english: rule(`must be a whole number of months from (?<min>${N}) to (?<max>${N})`),
    key: msg('validation.wholeMonthsFromTo'),
  },
  {
    english: rule(`must be a whole number of days from (?<min>${N}) to (?<max>${N})`),
    key: msg('validation.wholeDaysFromTo'),
  },
  {
    english: rule(`must be a day of the month from (?<min>${N}) to (?<max>${N})`),
    key: msg('validation.dayOfMonth'),
  },
  {
    english: rule(`must be from (?<min>${N}) to (?<max>${N}) for a long-term loan`),
    key: msg('validation.longTermFromTo'),
  },
  {
    english: rule(`must be from (?<min>${N}) to (?<max>${N}) for a short-term loan`),
    key: msg('validation.shortTermFromTo'),
  },
  {
    english: rule('must be a Kenyan mobile number such as (?<first>[+\\d ]+) or (?<second>[+\\d ]+)'),
    key: msg('validation.kenyanPhone'),
  },
  {
    english: rule(`must be the paybill or till number: (?<min>${N}) to (?<max>${N}) digits`),
    key: msg('validation.paybill'),
  },
  {
    english: rule(`must be the B2C shortcode: (?<min>${N}) to (?<max>${N}) digits`),
    key: msg('validation.b2cShortcode'),
  },
  { english: rule('is only for a cash payout'), key: msg('validation.cashPayoutOnly') },
  {
    english: rule(String.raw`must equal the sum of the items \(KES (?<sum>${N})\)`),
    key: msg('validation.sumOfItems'),
  },
  { english: rule('must be someone other than the proposer'), key: msg('validation.notProposer') },
] as const satisfies readonly Reading[];

/**
 * The rules' sentences that name no wire field (the sign-in and password rules, the wizard's step
 * sentences), as the same table.
 */
const SENTENCES = [
  {
    english: rule('Please fill in all required user information'),
    key: msg('validation.sentences.fillUserInformation'),
  },
  { english: rule('Please enter a valid email address'), key: msg('validation.sentences.validEmail') },
  {
    english: rule(
      `Password must contain at least (?<min>${N}) characters, one uppercase, one lowercase, one number and one special character`,
    ),
    key: msg('validation.sentences.passwordRule'),
  },
  {
    english: rule(
      String.raw`This password is one of the most common passwords and is easy to guess\. Please choose another\.`,
    ),
    key: msg('validation.sentences.commonPassword'),
  },
  {
    english: rule(`Names must be at most (?<max>${N}) characters`),
    key: msg('validation.sentences.namesAtMost'),
  },
  { english: rule('Email is required'), key: msg('validation.sentences.emailRequired') },
  { english: rule('Password is required'), key: msg('validation.sentences.passwordRequired') },
  {
    english: rule(`Password must be at most (?<max>${N}) characters`),
    key: msg('validation.sentences.passwordAtMost'),
  },
  {
    english: rule('Current password is required'),
    key: msg('validation.sentences.currentPasswordRequired'),
  },
  {
    english: rule(`Current password must be at most (?<max>${N}) characters`),
    key: msg('validation.sentences.currentPasswordAtMost'),
  },
  { english: rule('Group name is required'), key: msg('validation.sentences.groupNameRequired') },
  {
    english: rule(`Group name must be at most (?<max>${N}) characters`),
    key: msg('validation.sentences.groupNameAtMost'),
  },
  {
    english: rule(`The setup code must be at most (?<max>${N}) characters`),
    key: msg('validation.sentences.setupCodeAtMost'),
  },
  {
    english: rule(`The code is the (?<digits>${N}) digits of the message`),
    key: msg('validation.sentences.resetCode'),
  },
  {
    english: rule('Long Term Loan requires both principal and loan amount to be valid numbers'),
    key: msg('validation.sentences.longTermLoanAmounts'),
  },
  {
    english: rule('The principal still owed cannot be more than the loan amount'),
    key: msg('validation.sentences.principalAboveAmount'),
  },
  { english: rule('A reason is required to reject'), key: msg('validation.sentences.reasonToReject') },
  {
    english: rule('A reason is required to ignore a payment'),
    key: msg('validation.sentences.reasonToIgnore'),
  },
  {
    english: rule(`The reason must be at most (?<max>${N}) characters`),
    key: msg('validation.sentences.reasonAtMost'),
  },
  { english: rule('The date cannot be in the future'), key: msg('validation.sentences.dateNotFuture') },
] as const satisfies readonly Reading[];

/** The English predicates and sentences the table reads, for its tests. */
export const READ_PREDICATES: readonly RegExp[] = PREDICATES.map((reading) => reading.english);
export const READ_SENTENCES: readonly RegExp[] = SENTENCES.map((reading) => reading.english);

const kiswahili = () => currentLanguage() === 'sw';

/**
 * `i18n.t` for a key of the table: the keys' placeholders differ from one to the next and come from
 * the match, which the typed `t` cannot follow; every key is one the catalogue has (`msg` above).
 */
const say = i18n.t as unknown as (key: Reading['key'], values: Record<string, string>) => string;

/** The table's words for `english`, with `values` and the captured numbers; undefined when it has none. */
function read(
  table: readonly Reading[],
  english: string,
  values: Record<string, string> = {},
): string | undefined {
  for (const { english: pattern, key } of table) {
    const match = pattern.exec(english);
    if (match) return say(key, { ...values, ...match.groups });
  }
  return undefined;
}

/**
 * A rule's sentence about a field, said with the form's word for it (`subject`, in the language on
 * screen): `Amount must not be negative` in English, `Kiasi: thamani isiwe chini ya sifuri` in
 * Kiswahili. A predicate the table does not read stays as the rule wrote it, after the word.
 */
export function ruleInWords(subject: string, predicate: string): string {
  const said = kiswahili() ? read(PREDICATES, predicate, { field: subject }) : undefined;
  return said ?? `${subject} ${predicate}`;
}

/** A rule's sentence that names no field, in the language on screen; unchanged when the table has none. */
export function sentenceInWords(message: string): string {
  return (kiswahili() ? read(SENTENCES, message) : undefined) ?? message;
}

/**
 * A rule's message shown as the rule wrote it in English (a dialog's `reason is required`), and in
 * Kiswahili with `subject` for its leading wire field: `Sababu: inahitajika`.
 */
export function messageInWords(message: string, subject: string): string {
  if (!kiswahili()) return message;
  const field = /^[a-z][a-z0-9_]* /.exec(message)?.[0];
  const said = field ? read(PREDICATES, message.slice(field.length), { field: subject }) : undefined;
  return said ?? sentenceInWords(message);
}
