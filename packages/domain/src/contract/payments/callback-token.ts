/**
 * Words Daraja refuses anywhere in a URL it is asked to register
 * (docs/decisions/secrets.md, "Secrets and logs"), in any case.
 */
export const WORDS_DARAJA_REFUSES = ['mpesa', 'safaricom', 'exe', 'exec', 'cmd', 'sql', 'query'] as const;

/**
 * The callback token's letters: base64url's without `c`, `e` and `q` in either case. Every refused
 * word holds one of them, so no token can spell one, whatever the random bytes.
 */
export const CALLBACK_TOKEN_ALPHABET = '0123456789ABDFGHIJKLMNOPRSTUVWXYZabdfghijklmnoprstuvwxyz-_';
const BASE = BigInt(CALLBACK_TOKEN_ALPHABET.length);

/** 32 random bytes (256 bits) written in the alphabet above: 44 letters, since 58^44 > 2^256. */
export const CALLBACK_TOKEN_BYTES = 32;
export const CALLBACK_TOKEN_LENGTH = 44;

/**
 * The C2B callback token for 32 random bytes: the bytes as one number written in base 58 with a
 * fixed length. Different bytes give different tokens, so it keeps every one of the 256 bits.
 */
export function callbackTokenOf(bytes: Uint8Array): string {
  if (bytes.length !== CALLBACK_TOKEN_BYTES) {
    throw new RangeError(`A callback token is made of ${CALLBACK_TOKEN_BYTES} random bytes`);
  }
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  let token = '';
  for (let i = 0; i < CALLBACK_TOKEN_LENGTH; i++) {
    token = CALLBACK_TOKEN_ALPHABET[Number(value % BASE)] + token;
    value /= BASE;
  }
  return token;
}

/** The first word of WORDS_DARAJA_REFUSES found in `text`, whatever its case, or null. */
export function wordDarajaRefuses(text: string): string | null {
  const lower = text.toLowerCase();
  return WORDS_DARAJA_REFUSES.find((word) => lower.includes(word)) ?? null;
}
