import { MAX_LOAN_MONTHS, rateFraction, type SettingsChangeBody, termMonths } from '@links/domain';

/** PATCH /settings: the domain's body (`settingsChangeBody`), shared with the Settings form. */
export { settingsChangeBody } from '@links/domain';
/**
 * A loan's rate on the wire (docs/spec/entities.md, "Long-term loan"), in basis points, and a term in months:
 * the rules live in the domain.
 */
export { MAX_LOAN_MONTHS, rateFraction, termMonths };
export type SettingsChange = SettingsChangeBody;

export { type SettingsAnswer, settingsAnswer } from '@links/domain';
