/**
 * Money is an integer number of cents inside the system (docs/decisions/wire.md, "Money on the wire").
 * On the wire an amount is a JSON number of KES with at most two decimals.
 */
export type Cents = number & { readonly __brand: 'Cents' };

/** The largest amount the system accepts: 1,000,000,000 KES (docs/decisions/wire.md, "Money on the wire"). */
export const MAX_KES = 1_000_000_000;
export const MAX_CENTS = (MAX_KES * 100) as Cents;

export function isCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** Guards an integer cents value coming from storage or arithmetic. */
export function cents(value: number): Cents {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`Not a whole number of cents: ${value}`);
  }
  return value as Cents;
}

export type AmountProblem = 'not_a_number' | 'negative' | 'too_many_decimals' | 'too_large';

export const amountProblemMessages: Record<AmountProblem, string> = {
  not_a_number: 'must be a number',
  negative: 'must not be negative',
  too_many_decimals: 'must have at most two decimals',
  too_large: `must not exceed ${MAX_KES.toLocaleString('en-US')} KES`,
};

const DECIMAL = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Reads a KES amount (a JSON number, or the text of a form field) into cents, exactly.
 * The decimal text is parsed digit by digit so that no binary rounding can creep in.
 */
export function parseKes(value: unknown): { ok: true; cents: Cents } | { ok: false; problem: AmountProblem } {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { ok: false, problem: 'not_a_number' };
    if (value < 0) return { ok: false, problem: 'negative' };
    if (value > MAX_KES) return { ok: false, problem: 'too_large' };
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim().replaceAll(',', '');
    if (text.startsWith('-')) return { ok: false, problem: 'negative' };
    if (!/^\d+(\.\d+)?$/.test(text)) return { ok: false, problem: 'not_a_number' };
  } else {
    return { ok: false, problem: 'not_a_number' };
  }
  const match = DECIMAL.exec(text);
  if (!match) return { ok: false, problem: /e/i.test(text) ? 'not_a_number' : 'too_many_decimals' };
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  const result = whole * 100 + fraction;
  if (result > MAX_CENTS) return { ok: false, problem: 'too_large' };
  return { ok: true, cents: result as Cents };
}

/** Cents to the wire's KES number (1500.5 for 150050). */
export function centsToKes(value: Cents | number): number {
  return value / 100;
}

/** The wire's KES number back to cents (1500.5 gives 150050; -200 gives -20000), to the nearest cent. */
export function kesToCents(value: number): Cents {
  return cents(Math.round(value * 100));
}

/** Formats cents as `1,500.50`: thousands separators and two decimals. */
export function formatMoney(value: Cents | number): string {
  const negative = value < 0;
  const abs = Math.abs(value);
  const whole = Math.floor(abs / 100);
  const fraction = String(abs % 100).padStart(2, '0');
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${fraction}`;
}

/**
 * Formats cents as `KES 1,500.50`, a negative figure as `-KES 1,500.50`: the one way money is written
 * (docs/decisions/formats.md, "Money").
 */
export function formatKES(value: Cents | number): string {
  return value < 0 ? `-KES ${formatMoney(-value)}` : `KES ${formatMoney(value)}`;
}

export function sumCents(values: readonly (Cents | number)[]): Cents {
  let total = 0;
  for (const v of values) total += v;
  return cents(total);
}
