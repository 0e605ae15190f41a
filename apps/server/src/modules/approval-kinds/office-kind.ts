import { type Clock, fullName, offices } from '@links/domain';
import { z } from 'zod';
import { defineKind, referenceTo, stored } from '../approvals/index.js';
import { changeOffice } from '../members/offices.service.js';

/**
 * A change of office (docs/decisions/approvals.md, "Kinds"; docs/decisions/offices.md, "Changing
 * an office"): the member whose office changes is its beneficiary, so they never count toward it.
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
    beneficiaryId: payload.user_id,
    subject: `office:${payload.user_id}`,
    reference: referenceTo('user', payload.user_id),
  }),
});
