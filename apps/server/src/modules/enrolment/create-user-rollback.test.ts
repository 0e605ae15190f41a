import { systemClock } from '@links/domain';
import { describe, expect, it } from 'vitest';
import { PASSWORD, type SignedIn, type TestContext } from '../../test/app.js';
import { useAdminApp } from '../../test/scene.js';
import { countWizardRows } from '../../test/wizard-rows.js';
import { scriptContext } from '../audit/audit.service.js';
import { findBalanceDifferences } from '../books/balance-check.js';
import { type CreateUserStep, createUserAccount } from './create-user-account.js';
import { createUserAccountBodyFor } from './enrolment.schemas.js';

let ctx: TestContext;
let admin: SignedIn;
useAdminApp((scene) => ({ ctx, admin } = scene));

const steps: CreateUserStep[] = [
  'user',
  'member_account',
  'savings_account',
  'long_term_loan',
  'short_term_loan',
];

const today = '2026-11-23';
let emails = 0;
/** A wizard that reaches every step: an opening saving (a ledger entry) and both loans. */
const fullWizard = () =>
  createUserAccountBodyFor(() => today).parse({
    firstname: 'Kiprono',
    lastname: 'Cheruiyot',
    email: `kiprono${++emails}@example.com`,
    password: PASSWORD,
    initial_savings: 12000,
    ltl_principal: 80000,
    ltl_loan_amount: 120000,
    ltl_date_issued: '2026-03-15',
    stl_principal: 20000,
    stl_date_issued: '2026-09-01',
  });

class InjectedFailure extends Error {}

describe('createUserAccount is all or nothing', () => {
  it('goes through every step in order when nothing fails', async () => {
    const seen: CreateUserStep[] = [];
    const before = await countWizardRows(ctx.database.db);
    await createUserAccount(ctx.database.db, fullWizard(), scriptContext(systemClock, admin.id), {
      joinedOn: today,
      afterStep: async (step) => {
        seen.push(step);
      },
    });
    expect(seen).toEqual(steps);
    const after = await countWizardRows(ctx.database.db);
    expect(after.users - before.users).toBe(1);
    expect(after.loans - before.loans).toBe(2);
    expect(await findBalanceDifferences(ctx.database.db)).toEqual([]);
  });

  it.each(steps)('leaves nothing behind when it fails right after the %s step', async (failAt) => {
    const before = await countWizardRows(ctx.database.db);
    const reached: CreateUserStep[] = [];
    const attempt = createUserAccount(ctx.database.db, fullWizard(), scriptContext(systemClock, admin.id), {
      joinedOn: today,
      afterStep: async (step) => {
        reached.push(step);
        if (step === failAt) throw new InjectedFailure(`failure injected after ${step}`);
      },
    });
    await expect(attempt).rejects.toBeInstanceOf(InjectedFailure);
    expect(reached.at(-1)).toBe(failAt);
    expect(await countWizardRows(ctx.database.db)).toEqual(before);
    expect(await findBalanceDifferences(ctx.database.db)).toEqual([]);
  });

  it('can create the same member afterwards, as the failed attempts kept nothing', async () => {
    const input = fullWizard();
    await expect(
      createUserAccount(ctx.database.db, input, scriptContext(systemClock, admin.id), {
        joinedOn: today,
        afterStep: async (step) => {
          if (step === 'short_term_loan') throw new InjectedFailure('late failure');
        },
      }),
    ).rejects.toBeInstanceOf(InjectedFailure);
    const created = await createUserAccount(ctx.database.db, input, scriptContext(systemClock, admin.id), {
      joinedOn: today,
    });
    expect(created).toMatchObject({ ltl_id: expect.any(Number), stl_id: expect.any(Number) });
    expect(await findBalanceDifferences(ctx.database.db)).toEqual([]);
  });
});
