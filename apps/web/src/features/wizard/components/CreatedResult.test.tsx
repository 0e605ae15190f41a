// @vitest-environment happy-dom
import type { CreateUserAccountAnswer } from '@links/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShown } from '../../../lib/testing/component';
import { CreatedResult } from './CreatedResult';

/** The wizard's answer for an admin (docs/decisions/offices.md, "Offices of new users"). */
const created = (office_approval: CreateUserAccountAnswer['office_approval']): CreateUserAccountAnswer => ({
  user_id: 7,
  saving_id: 7,
  ltl_id: null,
  stl_id: null,
  long_term_loan_details: { installment: 0 },
  short_term_loan_details: { installment: 0 },
  monthly_payment_total: 2500,
  member_number: 'M007',
  message: 'User account created successfully',
  invitation_url: '/invitations/WKDAT-68VB2',
  invitation_code: 'WKDAT-68VB2',
  invitation_expires_at: '2026-03-17T06:00:00.000Z',
  office_approval,
});

const statusTexts = () => screen.getAllByRole('status').map((node) => node.textContent);

describe('the create-user result', () => {
  it('says an admin stays a member until another official approves the office', () => {
    renderShown(
      <CreatedResult
        firstname="Sam"
        onAgain={() => {}}
        result={created({
          approval_id: 3,
          kind: 'office_change',
          status: 'Pending',
          approvals_required: 2,
          approvals: [
            {
              official_id: 1,
              firstname: 'Amina',
              lastname: 'Chair',
              decision: 'Approve',
              reason: null,
              decided_at: '2026-03-10T06:00:00.000Z',
            },
          ],
          message: 'Sent for approval (1 of 2 approvals)',
        })}
      />,
    );
    expect(statusTexts()).toContain(
      'Sam is a member until another official approves making them treasurer: Sent for approval (1 of 2 approvals).',
    );
  });

  it('says nothing of an office given at once', () => {
    renderShown(<CreatedResult firstname="Sam" onAgain={() => {}} result={created(null)} />);
    expect(statusTexts().some((text) => text?.includes('approves making them'))).toBe(false);
    expect(statusTexts()).toContain('User account created successfully');
  });
});
