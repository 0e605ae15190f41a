import { z } from 'zod';
import { wholeId } from '../ids.js';

/**
 * POST /create-account (docs/spec/calls.md, "The calls", docs/decisions/members.md, "Member accounts"): the
 * server's body and the form's rule.
 */
export const createAccountBody = z.object({ user_id: wholeId('user_id') });
export type CreateAccountInput = z.output<typeof createAccountBody>;
