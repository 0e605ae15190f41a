import { z } from 'zod';

/** docs/spec/validation.md, "Create-user wizard": the password policy and its message. */
export const PASSWORD_MESSAGE =
  'Password must contain at least 8 characters, one uppercase, one lowercase, one number and one special character';
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/**
 * The rule as a form shows it under a new password, before anything is sent
 * (docs/decisions/password-rules.md, "Password rules").
 */
export const PASSWORD_HINT =
  'At least 8 characters, with a lower-case letter, an upper-case letter, a number and a symbol such as ! or @. Common passwords are refused.';
/** The server's answer to a password on its list of the most common ones. */
export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common passwords and is easy to guess. Please choose another.';
export const EMAIL_MESSAGE = 'Please enter a valid email address';
export const REQUIRED_USER_MESSAGE = 'Please fill in all required user information';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The four kinds of character a password needs; "other" is any character of none of the first three. */
export type PasswordCharacterKind = 'lower' | 'upper' | 'digit' | 'other';

export function passwordCharacterKind(character: string): PasswordCharacterKind {
  if (/^\p{Ll}$/u.test(character)) return 'lower';
  if (/^\p{Lu}$/u.test(character)) return 'upper';
  if (/^\p{Nd}$/u.test(character)) return 'digit';
  return 'other';
}

/**
 * The composition rule (docs/spec/validation.md, "Create-user wizard",
 * docs/decisions/password-rules.md, "Password rules"): at least 8 characters (counted as Unicode code points)
 * with a lower-case letter, an upper-case letter, a digit and any other character. Whether it is too common
 * is the server's check.
 */
export function isStrongPassword(password: string): boolean {
  const characters = [...password];
  const kinds = new Set(characters.map(passwordCharacterKind));
  return characters.length >= PASSWORD_MIN && kinds.size === 4;
}

export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL_PATTERN.test(email);
}

export const emailSchema = z
  .string({ error: REQUIRED_USER_MESSAGE })
  .trim()
  .min(1, REQUIRED_USER_MESSAGE)
  .refine(isValidEmail, EMAIL_MESSAGE);

export const newPasswordSchema = z
  .string({ error: REQUIRED_USER_MESSAGE })
  .min(1, REQUIRED_USER_MESSAGE)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
  .refine(isStrongPassword, PASSWORD_MESSAGE);

export const personNameSchema = z
  .string({ error: REQUIRED_USER_MESSAGE })
  .trim()
  .min(1, REQUIRED_USER_MESSAGE)
  .max(100, 'Names must be at most 100 characters');

export const loginSchema = z.object({
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').max(254),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** A setup code is `XXXX-XXXX`; a little room is left for spaces typed around it. */
export const SETUP_CODE_MAX = 40;

/** The group's name: 1 to 100 characters. */
export const GROUP_NAME_MAX = 100;

export const setupSchema = z.object({
  group_name: z
    .string({ error: 'Group name is required' })
    .trim()
    .min(1, 'Group name is required')
    .max(GROUP_NAME_MAX, `Group name must be at most ${GROUP_NAME_MAX} characters`),
  firstname: personNameSchema,
  lastname: personNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  /**
   * Needed only when the setup is not asked from the server's own machine
   * (docs/decisions/first-run.md, "First run").
   */
  setup_code: z
    .string({ error: 'The setup code must be text' })
    .trim()
    .max(SETUP_CODE_MAX, `The setup code must be at most ${SETUP_CODE_MAX} characters`)
    .optional(),
});
export type SetupInput = z.infer<typeof setupSchema>;
