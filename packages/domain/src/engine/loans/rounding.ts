import { type Cents, cents } from '../money.js';

/**
 * Exact rounding for loan arithmetic. Every amount is whole cents and every rate whole basis points
 * (1200 = 12%), so each per-month figure is a ratio of integers that BigInt divides exactly.
 * Rounding is to the nearest cent, halves away from zero (docs/decisions/loans.md, "Rounding").
 */

export const BASIS_POINTS_PER_UNIT = 10_000;
const MONTHS_PER_YEAR = 12;

/**
 * A yearly or whole-loan rate above 100% is refused: the spec is silent, and no savings group
 * lends at such rates, so a larger value is far more likely a typo (18 for 0.18).
 */
export const MAX_RATE_BP = 10_000;

/** numerator / denominator rounded to the nearest integer, halves away from zero, exactly. */
export function divideRoundHalfAwayFromZero(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (2n * n + d) / (2n * d);
  return negative ? -quotient : quotient;
}

/**
 * Rounds a floating-point value to an integer, halves away from zero. Loan figures do not use it:
 * even the amortisation installment is an exact ratio (docs/decisions/money-findings.md,
 * "Installments in exact arithmetic").
 */
export function roundHalfAwayFromZero(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  const rounded = Math.sign(value) * Math.round(Math.abs(value));
  return rounded === 0 ? 0 : rounded; // no -0
}

export function isBasisPoints(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= MAX_RATE_BP;
}

export function assertBasisPoints(value: number, name = 'rate'): void {
  if (!isBasisPoints(value)) {
    throw new RangeError(`The ${name} must be whole basis points from 0 to ${MAX_RATE_BP}: ${value}`);
  }
}

function assertCents(value: number, name: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`The ${name} is not whole cents: ${value}`);
}

/**
 * round(amount × rate) for a rate over the whole loan, e.g. flat STL interest
 * (docs/decisions/loans.md, "Rounding").
 */
export function applyRate(amount: Cents, rateBp: number): Cents {
  assertCents(amount, 'amount');
  assertBasisPoints(rateBp);
  const product = BigInt(amount) * BigInt(rateBp);
  return cents(Number(divideRoundHalfAwayFromZero(product, BigInt(BASIS_POINTS_PER_UNIT))));
}

/**
 * round(balance × yearly rate / 12): one month of reducing-balance interest
 * (docs/decisions/loans.md, "Rounding").
 */
export function monthlyInterest(balance: Cents, yearlyRateBp: number): Cents {
  assertCents(balance, 'balance');
  assertBasisPoints(yearlyRateBp, 'yearly rate');
  const product = BigInt(balance) * BigInt(yearlyRateBp);
  const denominator = BigInt(BASIS_POINTS_PER_UNIT * MONTHS_PER_YEAR);
  return cents(Number(divideRoundHalfAwayFromZero(product, denominator)));
}

export type RateProblem = 'not_a_number' | 'negative' | 'too_precise' | 'too_large';

export const rateProblemMessages: Record<RateProblem, string> = {
  not_a_number: 'must be a number',
  negative: 'must not be negative',
  too_precise: 'must be a whole number of hundredths of a percent (0.0001)',
  too_large: 'must not exceed 1 (100%)',
};

const DECIMAL_FRACTION = /^(\d+)(?:\.(\d+))?$/;

/**
 * Reads a rate given as a fraction (0.18 for 18%, as the spec's `interest_rate`) into basis points.
 * The shortest decimal text of the number is read digit by digit, so 0.18 is exactly 1800 and
 * 0.00015 is refused rather than silently rounded.
 */
export function fractionToBasisPoints(
  value: unknown,
): { ok: true; basisPoints: number } | { ok: false; problem: RateProblem } {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { ok: false, problem: 'not_a_number' };
    if (value < 0) return { ok: false, problem: 'negative' };
    if (value > MAX_RATE_BP / BASIS_POINTS_PER_UNIT) return { ok: false, problem: 'too_large' };
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
    if (text.startsWith('-')) return { ok: false, problem: 'negative' };
  } else {
    return { ok: false, problem: 'not_a_number' };
  }
  // Exponent notation (1e-7) only appears for values far below one basis point.
  if (/^\d+(\.\d+)?e-\d+$/i.test(text) && Number(text) > 0) return { ok: false, problem: 'too_precise' };
  const match = DECIMAL_FRACTION.exec(text);
  if (!match) return { ok: false, problem: 'not_a_number' };
  const decimals = (match[2] ?? '').replace(/0+$/, '');
  if (decimals.length > 4) return { ok: false, problem: 'too_precise' };
  const whole = Number(match[1]);
  if (whole > MAX_RATE_BP / BASIS_POINTS_PER_UNIT) return { ok: false, problem: 'too_large' };
  const basisPoints = whole * BASIS_POINTS_PER_UNIT + Number(decimals.padEnd(4, '0'));
  if (basisPoints > MAX_RATE_BP) return { ok: false, problem: 'too_large' };
  return { ok: true, basisPoints };
}

/** Basis points to the wire's fraction (1800 → 0.18); dividing an integer by 10⁴ prints exactly. */
export function basisPointsToFraction(basisPoints: number): number {
  assertBasisPoints(basisPoints);
  return basisPoints / BASIS_POINTS_PER_UNIT;
}

/** Basis points to a percent for display (1800 → 18, 1250 → 12.5). */
export function basisPointsToPercent(basisPoints: number): number {
  assertBasisPoints(basisPoints);
  return basisPoints / 100;
}
