import { z } from 'zod';

/** Product spec §5: the password policy and its message. */
export const PASSWORD_MESSAGE =
  'Password must contain at least 8 characters, one uppercase, one lowercase, one number and one special character';
export const PASSWORD_MAX = 128;
export const EMAIL_MESSAGE = 'Please enter a valid email address';
export const REQUIRED_USER_MESSAGE = 'Please fill in all required user information';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isStrongPassword(password: string): boolean {
  return (
    password.length >= 8 &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /\d/.test(password) &&
    /[@$!%*?&]/.test(password)
  );
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
});
export type SetupInput = z.infer<typeof setupSchema>;
