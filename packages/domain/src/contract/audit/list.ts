import { z } from 'zod';
import { optionalId } from '../ids.js';
import { periodInOrder, periodListQuery, periodRefusal } from '../lists.js';
import { AUDIT_NAME_PATTERN } from './contract.js';

const name = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .regex(AUDIT_NAME_PATTERN, `${field} must be lower-case words joined by _ (such as bank_account)`)
    .optional();

export const AUDIT_SORTS = ['at'] as const;

/**
 * GET /audit/mine: the caller's own records. `q` finds a person by name (who made the change or
 * whom it is about) or an action or entity by its name; `entity`, `entity_id` and `action` keep
 * one kind of change; `from`..`to` bound the day; `sort=at` reads oldest first.
 */
export const myAuditListQuery = periodListQuery(AUDIT_SORTS, '-at', {
  entity: name('entity'),
  entity_id: optionalId('entity_id'),
  action: name('action'),
});
export type MyAuditListQuery = z.output<typeof myAuditListQuery>;

/** GET /audit (admin): the whole trail, also by who made the change and whom it is about. */
export const auditListQuery = myAuditListQuery
  .safeExtend({ user_id: optionalId('user_id'), member_id: optionalId('member_id') })
  .refine(periodInOrder, periodRefusal);
export type AuditListQuery = z.output<typeof auditListQuery>;
