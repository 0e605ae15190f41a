/**
 * The one-time codes of invitations and password resets (docs/decisions/passwords.md, "Invitations"):
 * pure rules shared by the server, which makes and checks them, and the web forms, which read
 * what a member types.
 */

/** How long an invitation holds, in days. */
export const INVITATION_DAYS = 7;
/** How long a reset code holds, in minutes. */
export const RESET_CODE_MINUTES = 30;
/** Wrong tries a reset code survives; the next wrong one burns it. */
export const RESET_CODE_TRIES = 5;

/** Letters and digits nobody mixes up on the phone: no 0/O, 1/I/L. */
export const INVITATION_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Ten of them: about 49 bits, written `ABCDE-FGHJK`. */
export const INVITATION_CODE_LENGTH = 10;

/** What a member may type or paste for an invitation code: 40 characters at most. */
export const INVITATION_INPUT_MAX = 40;

/**
 * An invitation code as typed (any case, spaces or dashes anywhere) in its stored form: the ten
 * letters in upper case; undefined when it cannot be one.
 */
export function normalizeInvitationCode(input: string): string | undefined {
  if (input.length > INVITATION_INPUT_MAX) return undefined;
  const letters = input.toUpperCase().replace(/[\s-]/g, '');
  if (letters.length !== INVITATION_CODE_LENGTH) return undefined;
  for (const letter of letters) if (!INVITATION_ALPHABET.includes(letter)) return undefined;
  return letters;
}

/** `ABCDEFGHJK` → `ABCDE-FGHJK`, as the screens show it and a member reads it out. */
export function formatInvitationCode(code: string): string {
  const half = INVITATION_CODE_LENGTH / 2;
  return `${code.slice(0, half)}-${code.slice(half)}`;
}

/** Builds a code from random bytes (one byte a letter; a value past the alphabet's multiple is skipped). */
export function invitationCodeFrom(randomBytes: Uint8Array): string | undefined {
  const limit = 256 - (256 % INVITATION_ALPHABET.length);
  let code = '';
  for (const byte of randomBytes) {
    if (byte >= limit) continue;
    code += INVITATION_ALPHABET[byte % INVITATION_ALPHABET.length];
    if (code.length === INVITATION_CODE_LENGTH) return code;
  }
  return undefined;
}

/** A reset code is six digits; spaces typed inside are ignored. */
export function normalizeResetCode(input: string): string | undefined {
  const digits = input.replace(/\s/g, '');
  return /^\d{6}$/.test(digits) ? digits : undefined;
}

/** The link of an invitation: the app's page for the code. */
export const invitationPath = (code: string) => `/invitations/${formatInvitationCode(code)}`;

/**
 * The link of a reset message: the confirm page with the email and code after `#`, so that the
 * browser never sends them to the server (nor to its logs).
 */
export const resetLinkPath = (email: string, code: string) =>
  `/reset-password/confirm#email=${encodeURIComponent(email)}&code=${code}`;
