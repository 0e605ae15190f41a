import { z } from 'zod';
import { wholeId } from './ids.js';
import { offices } from './offices/offices.js';
import { type GroupChoice, type LoginAnswer, roles, type SessionUser, type SetupStatus } from './session.js';

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

/** One of a person's groups (docs/decisions/people.md, "Choosing a group"). */
export const groupChoiceSchema = z.object({
  group_id: z.number().int(),
  name: z.string(),
  office: z.enum(offices),
  member_no: z.string(),
  status: z.enum(['active', 'suspended']),
  current: z.boolean(),
}) satisfies z.ZodType<GroupChoice>;

/** `POST /login`, `POST /token/refresh` and `POST /setup`. */
export const loginAnswerSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  user: sessionUserSchema,
  must_change_password: z.boolean().optional(),
  groups: z.array(groupChoiceSchema).optional(),
}) satisfies z.ZodType<LoginAnswer>;

/**
 * `GET /me/groups`: every group the signed-in person belongs to, and whether they are the host's
 * operator (docs/decisions/host.md).
 */
export const myGroupsAnswer = z.object({ groups: z.array(groupChoiceSchema), host: z.boolean() });

/** `POST /me/group`: the group to act in next. */
export const chooseGroupSchema = z.strictObject({ group_id: wholeId('group_id') });

export const setupStatusSchema = z.object({
  needed: z.boolean(),
  code_needed: z.boolean(),
}) satisfies z.ZodType<SetupStatus>;
