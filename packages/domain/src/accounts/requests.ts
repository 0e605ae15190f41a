import { z } from 'zod';
import { wholeId } from '../ids.js';

/** POST /create-account (product spec §7, decisions §4): the server's body and the form's rule. */
export const createAccountBody = z.object({ user_id: wholeId('user_id') });
export type CreateAccountInput = z.output<typeof createAccountBody>;
