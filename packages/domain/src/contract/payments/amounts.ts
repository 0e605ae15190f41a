import { type Cents, parseKes } from '../../engine/money.js';

export type StatementAmount = { ok: true; cents: Cents; negative: boolean } | { ok: false };

/**
 * An amount as a statement writes it: `1,500.00`, `-55.00`, `(55.00)`, `KES 1,500`, or empty for 0.
 * Exact to the cent; more than two decimals, or anything that is not a number, is refused.
 */
export function parseStatementAmount(text: string): StatementAmount {
  let body = text
    .trim()
    .replace(/^KES\s*/i, '')
    .replace(/^KSH\.?\s*/i, '');
  if (body === '' || body === '-') return { ok: true, cents: 0 as Cents, negative: false };
  let negative = false;
  if (/^\(.*\)$/.test(body)) {
    negative = true;
    body = body.slice(1, -1).trim();
  } else if (body.startsWith('-')) {
    negative = true;
    body = body.slice(1).trim();
  }
  if (!/^\d{1,3}(,\d{3})*(\.\d+)?$|^\d+(\.\d+)?$/.test(body)) return { ok: false };
  const parsed = parseKes(body);
  if (!parsed.ok) return { ok: false };
  return { ok: true, cents: parsed.cents, negative: negative && parsed.cents > 0 };
}
