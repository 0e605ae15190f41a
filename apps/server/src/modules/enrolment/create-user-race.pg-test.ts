import { describe, expect, it } from 'vitest';
import { send } from '../../test/access.js';
import { PASSWORD, type SignedIn, type TestContext } from '../../test/app.js';
import { useAdminApp } from '../../test/scene.js';
import { countWizardRows, withMemberAndBothLoans } from '../../test/wizard-rows.js';
import { findBalanceDifferences } from '../books/balance-check.js';

let ctx: TestContext;
let admin: SignedIn;
useAdminApp((scene) => ({ ctx, admin } = scene));

describe('create-user-account racing on PostgreSQL', () => {
  it('creates one of many parallel users with the same email, loans included, and nothing else', async () => {
    const before = await countWizardRows(ctx.database.db);
    const attempts = Array.from({ length: 10 }, (_, i) =>
      send(ctx, admin, 'POST', '/create-user-account', {
        firstname: 'Achieng',
        lastname: `Racer${i}`,
        email: i % 2 ? 'Racer@Example.com' : 'racer@example.com',
        password: PASSWORD,
        initial_savings: 100,
        ltl_principal: 40000,
        ltl_loan_amount: 50000,
        ltl_date_issued: '2026-02-10',
        stl_principal: 10000,
        stl_date_issued: '2026-10-01',
      }),
    );
    const answers = await Promise.all(attempts);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json().message).toBe('A user with this email already exists.');
    }
    expect(await countWizardRows(ctx.database.db)).toEqual(withMemberAndBothLoans(before));
    expect(await findBalanceDifferences(ctx.database.db)).toEqual([]);
  });
});
