import { COMMON_PASSWORD_MESSAGE, isStrongPassword, newPasswordSchema } from '@links/domain';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * How many of the ranked list's passwords are refused (docs/decisions/password-rules.md, "Password rules").
 */
export const MOST_COMMON = 10_000;

let common: ReadonlySet<string> | undefined;

/** The 10,000 most common passwords, most common first, in lower case as the list ships them. */
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(dictionary['passwords-common'].slice(0, MOST_COMMON));
  return common;
}

/**
 * Whether a password is one of the most common, or one of them with only digits and symbols put
 * before or after it (`Password1!`, `Summer2024!`): the list is compared in lower case, so that the
 * upper-case letter the composition rule asks for does not make a listed password pass.
 */
export function isCommonPassword(password: string): boolean {
  const folded = password.toLowerCase();
  const core = folded.replace(/^\P{L}+|\P{L}+$/gu, '');
  const list = commonPasswords();
  return list.has(folded) || (core !== '' && list.has(core));
}

/**
 * A new password as the server takes it: the composition rule shared with the web forms, then the
 * list, which stays on the server so that the web app does not carry it.
 */
export const uncommonPasswordSchema = newPasswordSchema.refine(
  (password) => !isStrongPassword(password) || !isCommonPassword(password),
  COMMON_PASSWORD_MESSAGE,
);
