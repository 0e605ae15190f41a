import { officeSchema, optionalPhoneSchema, PROFILE_CHANGE_REQUIRED } from '@links/domain';
import { z } from 'zod';

/**
 * PATCH /users/{userId}: the profile's phone (null or blank clears it) and the office held
 * (docs/decisions/offices.md, "Changing an office").
 */
export const profileChangeBody = z
  .object({ phone: optionalPhoneSchema, office: officeSchema.optional() })
  .refine((body) => body.phone !== undefined || body.office !== undefined, {
    message: PROFILE_CHANGE_REQUIRED,
    path: ['phone'],
  });
