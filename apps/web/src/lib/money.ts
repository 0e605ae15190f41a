import { type Cents, cents } from '@links/domain/plain';

/**
 * A KES number from the wire (at most two decimals, docs/decisions/wire.md, "Error answers") to integer
 * cents. Rounding only absorbs the binary error of numbers like 1500.1; it never moves a real cent.
 */
export function kesToCents(kes: number): Cents {
  return cents(Math.round(kes * 100));
}
