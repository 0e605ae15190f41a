import { formatDayNumeric, formatDate as writeDate } from '@links/domain';
import { currentLanguage } from '../i18n';

/**
 * Dates on screen (docs/decisions/formats.md, "Dates"): `27 Nov 2026` in prose, its month in the
 * language on screen (`1 Des 2026`), and `27/11/2026` in tables and forms.
 */
export const formatDate = (value: string | Date): string => writeDate(value, currentLanguage());

/** A day in a table or a form: `27/11/2026`. */
export const formatDay = (value: string | Date): string => formatDayNumeric(value);
