import { createHash, randomBytes } from 'node:crypto';
import {
  type C2bPayment,
  CALLBACK_TOKEN_BYTES,
  type Clock,
  c2bBodySchema,
  callbackTokenOf,
  DARAJA_ACCEPTED,
  DARAJA_REJECT_CODES,
  moneyDateProblem,
  RECEIPT_ALREADY_RECORDED,
} from '@links/domain';
import type { Db } from '../../db/client.js';
import { type CallbackAnswer, refusal } from '../../lib/daraja-callbacks.js';
import { settled } from '../../lib/settled.js';
import { type RequestContext, recordAudit, type SignedInContext } from '../audit/audit.service.js';
import {
  getSettings,
  groupOfC2bTokenHash,
  requireSettings,
  storeC2bTokenHash,
} from '../settings/settings.service.js';
import { mpesaKey } from './receipts.js';
import { matchCandidates, recordPayment } from './record.js';

/** The paths Safaricom calls; no word of WORDS_DARAJA_REFUSES may appear in them. */
export const C2B_PATHS = {
  validation: '/api/links/payments/c2b/validation/',
  confirmation: '/api/links/payments/c2b/confirmation/',
} as const;

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest();

const accepted: CallbackAnswer = { statusCode: 200, body: { ...DARAJA_ACCEPTED } };

type Read = { ok: true; payment: C2bPayment } | { ok: false; answer: CallbackAnswer };

/** Reads the raw body as Daraja's JSON; a body that is not is a 4xx naming the field. */
function readBody(raw: string): Read {
  let json: unknown;
  try {
    if (raw.includes('\u0000')) throw new SyntaxError('NUL');
    json = JSON.parse(raw);
  } catch {
    const message = 'The request body is not valid JSON.';
    return { ok: false, answer: refusal(400, DARAJA_REJECT_CODES.other, message, 'BAD_REQUEST') };
  }
  const parsed = c2bBodySchema.safeParse(json);
  if (parsed.success) return { ok: true, payment: parsed.data };
  const issue = parsed.error.issues[0];
  const message = issue?.message ?? 'The body is not a C2B payment.';
  const field = String(issue?.path[0] ?? '');
  const code = field === 'TransAmount' ? DARAJA_REJECT_CODES.invalidAmount : DARAJA_REJECT_CODES.other;
  const answer = refusal(422, code, message, 'VALIDATION_FAILED');
  return {
    ok: false,
    answer: { ...answer, body: { ...answer.body, ...(field ? { fields: { [field]: message } } : {}) } },
  };
}

/**
 * Daraja C2B (docs/decisions/payments.md, "Settings"): the secret token in the callback URLs, kept only as a
 * hash and compared in constant time; validation and confirmation of payments to the group's shortcode.
 */
export function createC2bService(db: Db, clock: Pick<Clock, 'today'>) {
  /** A payment dated before M-Pesa or after tomorrow (docs/decisions/payments.md, "Money dates"). */
  function dateProblem(payment: C2bPayment): CallbackAnswer | null {
    const message = moneyDateProblem(payment.paidAt.date, clock.today());
    if (!message) return null;
    const answer = refusal(422, DARAJA_REJECT_CODES.other, message, 'VALIDATION_FAILED');
    return { ...answer, body: { ...answer.body, fields: { TransTime: message } } };
  }

  /** What refuses a well-formed payment: its date, or a shortcode that is not the group's. */
  async function problemOf(payment: C2bPayment): Promise<CallbackAnswer | null> {
    return dateProblem(payment) ?? (await shortcodeProblem(payment));
  }

  /** `settings` as the caller read them in its database transaction, else read here. */
  async function shortcodeProblem(
    payment: C2bPayment,
    read?: { mpesaShortcode: string | null },
  ): Promise<CallbackAnswer | null> {
    const settings = read ?? (await getSettings(db));
    if (settings?.mpesaShortcode && settings.mpesaShortcode === payment.shortcode) return null;
    const message = `BusinessShortCode ${payment.shortcode} is not the group's paybill or till number.`;
    return refusal(422, DARAJA_REJECT_CODES.invalidShortcode, message, 'WRONG_SHORTCODE');
  }

  return {
    /**
     * Generates or rotates the token; the answer is the only time it is shown. The audit record
     * says only that the callback URLs were generated or rotated: never the token nor its hash.
     */
    async rotateToken(baseUrl: string, who: SignedInContext) {
      // Letters that cannot spell a word Daraja refuses (docs/decisions/secrets.md, "Secrets and logs").
      const token = callbackTokenOf(randomBytes(CALLBACK_TOKEN_BYTES));
      await db.transaction(async (tx) => {
        const settings = await requireSettings(tx);
        await storeC2bTokenHash(tx, hashOf(token).toString('hex'));
        const had = settings.c2bTokenHash !== null;
        await recordAudit(tx, who, {
          action: 'rotate',
          entity: 'settings',
          entityId: settings.id,
          before: { c2b_callback_urls: had ? 'set' : 'not set' },
          after: { c2b_callback_urls: had ? 'rotated' : 'generated' },
        });
      });
      return {
        token,
        confirmation_url: `${baseUrl}${C2B_PATHS.confirmation}${token}`,
        validation_url: `${baseUrl}${C2B_PATHS.validation}${token}`,
      };
    },

    /**
     * The group a presented token is the callback token of, if any (docs/decisions/payments.md,
     * "Callbacks"; docs/decisions/groups.md, "The group of a request"). The token is looked up by its
     * SHA-256, never compared as it was sent.
     */
    async groupOfToken(token: string): Promise<number | undefined> {
      if (token.length === 0 || token.length > 200) return undefined;
      return groupOfC2bTokenHash(db, hashOf(token).toString('hex'));
    },

    /** Before Safaricom completes a payment: accept it, unless it is malformed or for another shortcode. */
    async validate(raw: string): Promise<CallbackAnswer> {
      const read = readBody(raw);
      if (!read.ok) return read.answer;
      const problem = await problemOf(read.payment);
      // A validation refusal is Daraja's 200 with a rejection code: the payer's money is not taken.
      return problem ? { statusCode: 200, body: problem.body } : accepted;
    },

    /**
     * A completed payment: recorded once, matched, and kept with its body as received. `who` is the
     * callback's request, with no user: the transaction a matched payment becomes is recorded as
     * created by no one, from Safaricom's address, under the callback's request id.
     */
    async confirm(raw: string, who: RequestContext): Promise<CallbackAnswer> {
      const read = readBody(raw);
      if (!read.ok) return read.answer;
      const refused = dateProblem(read.payment);
      if (refused) return refused;
      const payment = read.payment;
      const outcome = await db.transaction(async (tx) => {
        // The settings read once: for the shortcode and the account the money came into; the
        // members to match read with them (docs/decisions/speed.md, "Statements sent together").
        const [read, members] = await Promise.allSettled([requireSettings(tx), matchCandidates(tx)]);
        const settings = settled(read);
        const problem = await shortcodeProblem(payment, settings);
        if (problem) return { refused: problem };
        return recordPayment(
          tx,
          {
            source: 'c2b',
            receiptKey: mpesaKey(payment.receipt),
            receipt: payment.receipt,
            amountCents: payment.amount,
            paidAt: payment.paidAt.instant,
            paidOn: payment.paidAt.date,
            payerName: payment.payerName,
            payerPhone: payment.msisdn,
            accountRef: payment.accountRef,
            ledgerAccountId: settings.mpesaAccountId,
            importedBy: null,
            rawBody: raw,
          },
          settled(members),
          who,
        );
      });
      if ('refused' in outcome) return outcome.refused;
      if (outcome.outcome === 'typed_by_hand') {
        return refusal(409, DARAJA_REJECT_CODES.other, RECEIPT_ALREADY_RECORDED, 'RECEIPT_RECORDED');
      }
      return accepted;
    },
  };
}

export type C2bService = ReturnType<typeof createC2bService>;

export { type CallbackAnswer, type CallbackStatus, refusal } from '../../lib/daraja-callbacks.js';
