import { z } from 'zod';
import { offices } from './offices/offices.js';
import { type LoginAnswer, roles, type SessionUser, type SetupStatus } from './session.js';

/**
 * The wire shapes of sign-in (docs/spec/entities.md) as zod schemas for the server's routes. The first
 * screen checks the same answers with the zod-free guards of `session.ts`.
 */
export const sessionUserSchema = z.object({
  users_id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  role: z.enum(roles),
  office: z.enum(offices).optional(),
  must_change_password: z.boolean().optional(),
}) satisfies z.ZodType<SessionUser>;

/** `POST /login`, `POST /token/refresh` and `POST /setup`. */
export const loginAnswerSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  user: sessionUserSchema,
  must_change_password: z.boolean().optional(),
}) satisfies z.ZodType<LoginAnswer>;

export const setupStatusSchema = z.object({
  needed: z.boolean(),
  code_needed: z.boolean(),
}) satisfies z.ZodType<SetupStatus>;
