import { z } from 'zod';
import { offices } from './offices.js';

/** An office on the wire, and the refusal of an unknown one in the same words for server and web. */
export const officeSchema = z.enum(offices, { error: `office must be one of ${offices.join(', ')}` });

/** `PATCH /users/{userId}` with neither of its fields. */
export const PROFILE_CHANGE_REQUIRED = 'Send a phone or an office to change';
