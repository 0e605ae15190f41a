import { type Clock, fullName, officePermissions, offices } from '@links/domain';
import { z } from 'zod';
import { defineKind, referenceTo, stored } from '../approvals/index.js';
import { changeOffice } from '../members/offices.service.js';

/**
 * A change of office (docs/decisions/approvals.md, "Kinds"; docs/decisions/offices.md, "Changing
 * an office"): a user raised to an office that writes is its beneficiary, so they never count
 * toward it; a change that leaves them without one has none, so the official being removed counts
 * like any other and one official alone never removes the only other one.
 */
const officePayload = z.object({ user_id: stored.id, office: z.enum(offices) });

export const officeChangeKind = defineKind({
  payload: officePayload,
  execute: (db, payload, run) => {
    const clock: Clock = { now: () => run.now, today: () => run.today };
    return db.transaction((tx) => changeOffice(tx, clock, run.context, payload.user_id, payload.office));
  },
  about: (payload, user) => ({
    summary: `Make ${fullName(user)} ${payload.office}`,
    amount: null,
    beneficiaryId: officePermissions[payload.office].writesGroup ? payload.user_id : null,
    subject: `office:${payload.user_id}`,
    reference: referenceTo('user', payload.user_id),
  }),
});
