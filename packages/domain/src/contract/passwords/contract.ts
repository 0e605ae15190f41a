import { z } from 'zod';
import { emailSchema, newPasswordSchema } from '../auth.js';
import { sessionUserSchema } from '../session-contract.js';
import { normalizeResetCode } from './codes.js';

/** The wire shapes of members' own passwords (docs/decisions/passwords.md), for server and web. */

export const CURRENT_PASSWORD_REQUIRED = 'Current password is required';
export const RESET_CODE_FORMAT = 'The code is the 6 digits of the message';

/** An invitation as its answers carry it: the link, the code to read out, when it stops holding. */
export const invitationFields = {
  invitation_url: z.string(),
  invitation_code: z.string(),
  invitation_expires_at: z.string(),
};
export const invitationAnswer = z.object({ ...invitationFields, message: z.string() });
export type InvitationAnswer = z.infer<typeof invitationAnswer>;

/**
 * `GET /invitations/{code}`: whose it is, by first name only; whether they already have a password;
 * the group's name when the code confirms a group registered from /signup (docs/decisions/signup.md).
 */
export const invitationView = z.object({
  firstname: z.string(),
  has_password: z.boolean(),
  new_group: z.string().nullable(),
});
export type InvitationView = z.infer<typeof invitationView>;

/** A code in a path: any text; what it names decides (404 when nothing). */
export const invitationCodeParam = z.string();

/** `POST /invitations/{code}/accept`. */
export const acceptInvitationSchema = z.object({ password: newPasswordSchema });
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;

/** `POST /invitations/{code}/confirm`: the password the person already signs in with. */
export const confirmGroupSchema = z.object({
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(1024, 'Password must be at most 1024 characters'),
});
export type ConfirmGroupInput = z.infer<typeof confirmGroupSchema>;

/** `POST /me/password`. */
export const changePasswordSchema = z.object({
  current_password: z
    .string({ error: CURRENT_PASSWORD_REQUIRED })
    .min(1, CURRENT_PASSWORD_REQUIRED)
    .max(1024, 'Current password must be at most 1024 characters'),
  new_password: newPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const passwordChangedAnswer = z.object({ message: z.string(), user: sessionUserSchema });

/** `POST /password-resets`. */
export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;
export const passwordResetRequestedAnswer = z.object({ message: z.string() });

/** `POST /password-resets/confirm`. */
export const passwordResetConfirmSchema = z.object({
  email: emailSchema,
  code: z
    .string({ error: RESET_CODE_FORMAT })
    .max(20, RESET_CODE_FORMAT)
    .transform((code, ctx) => {
      const digits = normalizeResetCode(code);
      if (digits === undefined) {
        ctx.addIssue({ code: 'custom', message: RESET_CODE_FORMAT });
        return z.NEVER;
      }
      return digits;
    }),
  password: newPasswordSchema,
});
export type PasswordResetConfirmInput = z.input<typeof passwordResetConfirmSchema>;
export const passwordResetDoneAnswer = z.object({ message: z.string() });
