import {
  basisPointsToFraction,
  basisPointsToPercent,
  fractionToBasisPoints,
  MAX_LOAN_MONTHS,
  MAX_RATE_BP,
  termMonths,
} from '@links/domain';
import { i18n } from '../i18n';

/** A rate from the wire (a fraction such as 0.18, docs/spec/entities.md) to basis points, exactly. */
export function rateToBasisPoints(fraction: number): number {
  const parsed = fractionToBasisPoints(fraction);
  if (!parsed.ok) throw new RangeError(`The server sent a rate that is not one: ${fraction}`);
  return parsed.basisPoints;
}

/** `12%`, `12.5%`: how a rate is shown (docs/spec/screens.md: the interest rate in percent). */
export const percentLabel = (basisPoints: number) => `${basisPointsToPercent(basisPoints)}%`;

/** A rate in basis points as the text of a percent field: 1800 → `18`, 1250 → `12.5`. */
export const percentText = (basisPoints: number) => String(basisPointsToPercent(basisPoints));

/** A percent field's text as the wire's fraction (`18` → 0.18), exactly; undefined if it is not a rate. */
export function percentTextToFraction(text: string): number | undefined {
  const basisPoints = percentTextToBasisPoints(text);
  return basisPoints === undefined ? undefined : basisPointsToFraction(basisPoints);
}

const PERCENT = /^(\d+)(?:\.(\d{1,2}))?$/;
const PERCENT_MAX = MAX_RATE_BP / 100;

/**
 * A percent field's text to basis points, digit by digit (no parseFloat): `12.5` → 1250. A percent
 * has at most two decimals, as a fraction has at most four (the server's rule).
 */
export function percentTextToBasisPoints(text: string): number | undefined {
  const match = PERCENT.exec(text.trim());
  if (!match) return undefined;
  const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return basisPoints <= MAX_RATE_BP ? basisPoints : undefined;
}

/**
 * The message for a percent field, or undefined when it is fine: more than 0 (a group lends at
 * interest) and at most 100, with at most two decimals, as the server requires. Said in the language
 * on screen with `label`, the field's words (docs/decisions/languages.md, "The catalogues").
 */
export function percentFieldError(label: string, text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return i18n.t('common.percentField.required', { field: label });
  if (trimmed.startsWith('-')) return i18n.t('common.percentField.notNegative', { field: label });
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return i18n.t('common.percentField.number', { field: label });
  if (!PERCENT.test(trimmed)) return i18n.t('common.percentField.twoDecimals', { field: label });
  const basisPoints = percentTextToBasisPoints(trimmed);
  if (basisPoints === undefined)
    return i18n.t('common.percentField.atMost', { field: label, max: PERCENT_MAX });
  if (basisPoints === 0) return i18n.t('common.percentField.moreThan', { field: label, min: 0 });
  return undefined;
}

/** A whole number of months from 1 to 120, or undefined. */
export function monthsFromText(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  const months = Number(trimmed);
  return months >= 1 && months <= MAX_LOAN_MONTHS ? months : undefined;
}

/** The server's rule for a term (`termMonths`), said with the form's label. */
export function monthsFieldError(label: string, text: string): string | undefined {
  const parsed = termMonths(label).safeParse(text.trim() === '' ? undefined : Number(text));
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}
