/**
 * M-Pesa receipt codes (`QGH7X2K9PL`): ten letters and digits today, upper case; eight to twenty are
 * accepted so that a longer code Safaricom may introduce still reads. A code typed by hand is read
 * ignoring case and surrounding spaces, so that `qgh7x2k9pl ` is the same receipt.
 */
const RECEIPT = /^[A-Z0-9]{8,20}$/;

export const normalizeReceipt = (text: string) => text.trim().toUpperCase();

/** Whether a reference (a transaction item's `extra`) is an M-Pesa receipt code. */
export const isMpesaReceipt = (text: string | null | undefined): boolean =>
  typeof text === 'string' && RECEIPT.test(normalizeReceipt(text));

/**
 * Message of the 409 when a receipt would be recorded a second time
 * (docs/decisions/payments.md, "One receipt, once").
 */
export const RECEIPT_ALREADY_RECORDED = 'This M-Pesa receipt is already recorded';
