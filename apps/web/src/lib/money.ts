import { amountProblemMessages, type Cents, cents, centsToKes, parseKes } from '@links/domain/plain';

/**
 * A KES number from the wire (at most two decimals, decisions §1) to integer cents. Rounding
 * only absorbs the binary error of numbers like 1500.1; it never moves a real cent.
 */
export function kesToCents(kes: number): Cents {
  return cents(Math.round(kes * 100));
}

/**
 * The text of an amount field to the wire's KES number, exactly (no parseFloat): `1,500.5` →
 * 1500.5. Undefined when the text is not a plain amount with at most two decimals.
 */
export function amountTextToKes(text: string): number | undefined {
  const parsed = parseKes(text);
  return parsed.ok ? centsToKes(parsed.cents) : undefined;
}

/**
 * The form's message for an amount field, or undefined when it is fine. Uses the domain's wording
 * (`Amount must have at most two decimals`) so the client and the server say the same thing.
 */
export function amountFieldError(
  label: string,
  text: string,
  options: { required?: boolean; positive?: boolean } = {},
): string | undefined {
  if (text.trim() === '') return options.required ? `${label} is required` : undefined;
  const parsed = parseKes(text);
  if (!parsed.ok) return `${label} ${amountProblemMessages[parsed.problem]}`;
  if (options.positive && parsed.cents === 0) return `${label} must be more than 0`;
  return undefined;
}
