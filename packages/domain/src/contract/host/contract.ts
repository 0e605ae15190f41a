import { z } from 'zod';
import { emailSchema, personNameSchema } from '../auth.js';
import { idParam } from '../ids.js';
import { pageParam, paginationSchema, perPageParam, searchParam } from '../lists.js';
import { requiredText } from '../request-fields.js';

/** The host's view of the deployment's groups (docs/decisions/host.md). */

export const hostGroupsQuery = z.object({ page: pageParam, per_page: perPageParam, q: searchParam });

export const hostGroup = z.object({
  group_id: z.number().int(),
  name: z.string(),
  /** `pending` until the first official of a group registered from /signup confirms it. */
  status: z.enum(['pending', 'active', 'suspended']),
  created_at: z.string(),
  /** Members who have not left. */
  members: z.number().int(),
  /** The newest record of the group's audit trail; null for a group where nothing happened yet. */
  last_activity: z.string().nullable(),
  /** An estimate of the bytes the group's rows take (docs/decisions/host.md, "Storage"). */
  storage_bytes: z.number().int(),
});
export type HostGroup = z.infer<typeof hostGroup>;

export const hostGroupsAnswer = z.object({ data: z.array(hostGroup), pagination: paginationSchema });

/** `POST /host/groups`: the group's name and its first official, who gets an invitation. */
export const createHostedGroupBody = z.strictObject({
  name: requiredText('name', 100),
  official_firstname: personNameSchema,
  official_lastname: personNameSchema,
  official_email: emailSchema,
});
export type CreateHostedGroupBody = z.input<typeof createHostedGroupBody>;

export const createdHostedGroup = z.object({
  group_id: z.number().int(),
  name: z.string(),
  official_user_id: z.number().int(),
  /** Null when the official already signs in to Links: they find the group in their switcher. */
  invitation_url: z.string().nullable(),
  invitation_code: z.string().nullable(),
  invitation_expires_at: z.string().nullable(),
  message: z.string(),
});

export const hostGroupParams = z.object({ groupId: idParam('groupId') });

/**
 * `POST /signup` (docs/decisions/signup.md): a new group and its first official, who confirms it with
 * the code e-mailed to them. Only where the deployment is open to signups.
 */
export const signupBody = z.strictObject({
  group_name: requiredText('group_name', 100),
  firstname: personNameSchema,
  lastname: personNameSchema,
  email: emailSchema,
});
export type SignupBody = z.input<typeof signupBody>;

export const signupAnswer = z.object({ message: z.string() });

/** `GET /signup`: whether this deployment takes new groups from /signup. */
export const signupStatus = z.object({ open: z.boolean() });
