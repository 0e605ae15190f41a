import { formatDate } from '../../../lib/format';

/** `2026-05` → `May`, from the domain's date format (`1 May 2026`). */
export const shortMonth = (month: string) => formatDate(`${month}-01`).split(' ')[1] ?? month;

/** `2026-05` → `May 2026`. */
export const monthAndYear = (month: string) => `${shortMonth(month)} ${month.slice(0, 4)}`;
