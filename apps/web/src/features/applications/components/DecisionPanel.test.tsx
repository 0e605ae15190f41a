// @vitest-environment happy-dom
import type { ApplicationView } from '@links/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorOf, fill, refusal, renderAt, sent, stubApi } from '../../../lib/testing/component';
import { MONEY_ACCOUNTS } from '../../../lib/testing/fixtures';
import { useApplication } from '../api/applications';
import { applicationView } from '../test-fixtures';
import { DecisionPanel } from './DecisionPanel';

const OWED_BY_MPESA = 'The loan is owed to the member by M-Pesa:';

/**
 * The officials' decision on a loan application: approved paid from the account picked, or owed to the
 * member by M-Pesa (docs/decisions/payouts.md, "Owing"), whose refusal (an amount M-Pesa cannot send)
 * shows under the checkbox; once approved, the panel points to Payouts. applications-list.e2e.ts and
 * payouts.e2e.ts keep the journeys.
 */

const PAY_BY_MPESA = "Pay by M-Pesa to the member's phone";
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

const applicationOf = (patch: Partial<ApplicationView> = {}): ApplicationView =>
  applicationView({
    id: 7,
    amount: 20_000,
    purpose: 'School fees',
    limit: 60_000,
    guaranteed: 0,
    shortfall: 0,
    created_at: '2026-03-10T06:00:00.000Z',
    ...patch,
  });

/** The panel as its page shows it: over the application read from the server. */
function Panel() {
  const application = useApplication(7);
  return application.data ? <DecisionPanel application={application.data} /> : null;
}

/** The server: the application, Pending until `decided` answers the PATCH. */
function renderPanel(decided: () => Response | object) {
  let application = applicationOf();
  stubApi({
    '/books/accounts': MONEY_ACCOUNTS,
    '/loan-applications/7': ({ method }) => {
      if (method === 'GET') return application;
      const answer = decided();
      if (!(answer instanceof Response))
        application = (answer as { application: ApplicationView }).application;
      return answer;
    },
  });
  renderAt(<Panel />, '/loan-applications/7');
}

describe('the decision on a loan application', () => {
  it('approves it owed by M-Pesa, without an account, then points to Payouts', async () => {
    const approved = applicationOf({
      status: 'Approved',
      loan_id: 31,
      decided_at: '2026-03-11T06:00:00.000Z',
    });
    renderPanel(() => ({ application: approved, message: 'Application approved: loan #31 issued.' }));
    await screen.findByLabelText('Paid from');
    fireEvent.click(field(PAY_BY_MPESA));
    expect(screen.queryByLabelText('Paid from')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await screen.findByText('Approved: loan #31 issued.', { exact: false });
    expect(screen.getByRole('status').textContent).toBe(
      `Approved: loan #31 issued.${OWED_BY_MPESA} Send it from Payouts`,
    );
    expect(sent.map(({ method, body }) => [method, body])).toEqual([
      ['PATCH', { decision: 'Approved', pay_by_mpesa: true }],
    ]);
  });

  it('sends the account picked when the box is not ticked', async () => {
    const approved = applicationOf({ status: 'Approved', loan_id: 31 });
    renderPanel(() => ({ application: approved, message: 'Application approved: loan #31 issued.' }));
    await screen.findByRole('option', { name: 'M-Pesa Paybill' });
    fill(field('Paid from'), '7');
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await screen.findByText('Approved: loan #31 issued.');
    expect(screen.queryByRole('link', { name: 'Send it from Payouts' })).toBeNull();
    expect(sent.map(({ body }) => body)).toEqual([{ decision: 'Approved', account_id: 7 }]);
  });

  it('shows the server’s refusal of Pay by M-Pesa under the checkbox, not above the buttons', async () => {
    const said =
      'M-Pesa sends from KES 1 to KES 150,000 at a time: KES 200,000.00 is outside that. Pay it from a money account instead.';
    renderPanel(() => refusal(422, said, { pay_by_mpesa: said }));
    await screen.findByLabelText('Paid from');
    fireEvent.click(field(PAY_BY_MPESA));
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await errorOf(field(PAY_BY_MPESA), said)).toBe(said);
    expect(screen.queryByRole('alert')).toBeNull();
    // Unticked, the refusal no longer applies: it goes, and the account is asked again.
    fireEvent.click(field(PAY_BY_MPESA));
    await waitFor(() => expect(screen.queryByText(said)).toBeNull());
    expect(field('Paid from')).toBeTruthy();
  });
});
