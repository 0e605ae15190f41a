// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  errorOf,
  fill,
  listedMember,
  pickMember,
  refusal,
  renderAt,
  sent,
  stubApi,
} from '../../../lib/testing/component';
import { contributionKind } from '../../../lib/testing/contribution-fixtures';
import { fundClaimOf, WELFARE_FUND } from '../../../lib/testing/fixtures';
import { FundClaimForm } from './FundClaimForm';

/**
 * The New claim form (docs/decisions/fund-claims.md, "A claim"): the fund's types with their limits, the
 * fields required with nothing sent, the server's refusals under the amount (above the type's limit,
 * more than the fund holds), a claim sent for approval said so, and an official's claim for a picked
 * member on another fund. fund-claims.e2e.ts keeps the journey.
 */

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const PENDING = {
  approval_id: 5,
  kind: 'fund_claim',
  status: 'Pending',
  approvals_required: 1,
  approvals: [],
  message: 'Sent for approval (0 of 1 approvals)',
};

function renderMember(answer: object) {
  stubApi({ '/fund-claims': answer });
  renderAt(<FundClaimForm funds={[WELFARE_FUND]} fundId={3} claimant={4} />, '/fund-claims');
  return () => fireEvent.click(screen.getByRole('button', { name: 'Send claim' }));
}

const fillClaim = (type: string, amount: string) => {
  fill(field('Claim type'), type);
  fill(field('Amount (KES)'), amount);
  fill(field('Reason'), ' Hospital bill ');
};

describe('the New claim form', () => {
  it('offers a member the fund’s claim types with their limits, and says what the fund holds', () => {
    renderMember({});
    const types = [...(field('Claim type') as unknown as HTMLSelectElement).options].map((o) => o.text);
    expect(types).toEqual([
      'Select a type',
      'Bereavement (up to KES 10,000.00)',
      'Hospital (up to KES 5,000.00)',
    ]);
    screen.getByText('The Welfare fund holds KES 12,000.00: a claim may take at most that.');
    expect(screen.queryByLabelText('Member')).toBeNull();
    expect(screen.queryByLabelText('Fund')).toBeNull();
  });

  it('requires an amount, a reason and a claim type, sending nothing', async () => {
    const send = renderMember({});
    send();
    expect(await errorOf(field('Amount (KES)'), 'Amount is required')).toBe('Amount is required');
    expect(await errorOf(field('Reason'), 'Reason is required')).toBe('Reason is required');
    fill(field('Amount (KES)'), '500');
    fill(field('Reason'), 'Clinic');
    send();
    expect(await errorOf(field('Claim type'), 'Claim type is required')).toBe('Claim type is required');
    expect(sent).toEqual([]);
  });

  it('sends the claim and shows a claim above its type’s limit under the amount', async () => {
    const said = 'A Hospital claim may be at most KES 5,000.00.';
    const send = renderMember(refusal(422, said, { amount: said }));
    fillClaim('Hospital', '6000');
    fill(field('Document reference (optional)'), ' KNH-4411 ');
    send();
    expect(await errorOf(field('Amount (KES)'), said)).toBe(said);
    expect(sent.map((call) => call.body)).toEqual([
      {
        contribution_kind_id: 3,
        user_id: 4,
        claim_type: 'Hospital',
        amount: 6000,
        reason: 'Hospital bill',
        document: 'KNH-4411',
      },
    ]);
  });

  it('shows a claim of more than the fund holds under the amount', async () => {
    const said = 'The Welfare fund holds KES 2,500.00: a claim may take at most that.';
    const send = renderMember(refusal(422, said, { amount: said }));
    fillClaim('Bereavement', '3000');
    send();
    expect(await errorOf(field('Amount (KES)'), said)).toBe(said);
  });

  it('says it was sent for approval, and empties the form', async () => {
    const send = renderMember(PENDING);
    fillClaim('Hospital', '3000');
    send();
    await screen.findByText('Sent for approval (0 of 1 approvals)');
    expect(screen.getByRole('status').textContent).toBe('Sent for approval (0 of 1 approvals)');
    expect(field('Amount (KES)').value).toBe('');
    expect(field('Reason').value).toBe('');
  });

  it('lets an official claim for a picked member on another fund, of any type', async () => {
    const burial = contributionKind(6, 'Burial fund', { balance: 800 });
    stubApi({
      '/get-users?': { users: [listedMember(4, 'Wanjiru', 'Kamau')] },
      '/fund-claims': {
        ...fundClaimOf({
          contribution_kind_id: 6,
          fund_name: 'Burial fund',
          claim_type: null,
          status: 'Paid',
        }),
        message: 'Claim paid: KES 500.00 from the Burial fund, out of Cash on hand.',
      },
    });
    renderAt(<FundClaimForm funds={[burial, WELFARE_FUND]} fundId={3} />, '/fund-claims');
    fireEvent.click(screen.getByRole('button', { name: 'Send claim' }));
    expect(await errorOf(field('Member'), 'Member is required')).toBe('Member is required');
    await pickMember('Member', 'Wanjiru Kamau');
    fill(field('Claim type'), 'Hospital');
    fill(field('Fund'), '6');
    // The Burial fund names no types: its claim's type is free text, and the type picked is cleared.
    await waitFor(() => expect(field('Claim type (optional)').value).toBe(''));
    fill(field('Amount (KES)'), '500');
    await screen.findByText('The Burial fund holds KES 800.00: a claim may take at most that.');
    fill(field('Reason'), 'Burial of her mother');
    fireEvent.click(screen.getByRole('button', { name: 'Send claim' }));
    await screen.findByText('Claim paid: KES 500.00 from the Burial fund, out of Cash on hand.');
    expect(sent.map((call) => call.body)).toEqual([
      { contribution_kind_id: 6, user_id: 4, amount: 500, reason: 'Burial of her mother' },
    ]);
  });
});
