/** The paths Daraja calls back (no word Daraja refuses), each ending in the attempt's token. */
export const B2C_RESULT_PATH = '/payouts/b2c/result/';
export const B2C_TIMEOUT_PATH = '/payouts/b2c/timeout/';
export const STATUS_RESULT_PATH = '/payouts/b2c/status/result/';
export const STATUS_TIMEOUT_PATH = '/payouts/b2c/status/timeout/';

/** No result within five minutes: Safaricom is asked (docs/decisions/payouts.md, "Asking Safaricom"). */
export const RESULT_WAIT_MS = 5 * 60_000;
