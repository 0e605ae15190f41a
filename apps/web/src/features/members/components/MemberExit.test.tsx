// @vitest-environment happy-dom
import { type ExitPreview, todayInGroupZone } from '@links/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { errorOf, fill, refusal, renderAt, sent, stubApi } from '../../../lib/testing/component';
import { MONEY_ACCOUNTS } from '../../../lib/testing/fixtures';
import { MemberExitPage } from '../pages/MemberExitPage';
import { BORROWER } from '../test-fixtures';
import { ExitPreviewPanel } from './ExitPreviewPanel';

/**
 * A member's exit on the components (docs/decisions/member-exits.md): the preview's figures and its
 * refusal while the member guarantees a loan; the form's own refusals, its confirmation and the body
 * sent, and the server's refusal; the refund owed by M-Pesa (docs/decisions/payouts.md, "Owing"), its
 * refusal under the box and the link to Payouts once the member has left. member-exit.e2e.ts walks it
 * from the preview to inactive.
 */

const borrower = BORROWER;

const showPreview = (preview: ExitPreview) =>
  render(
    <MemoryRouter>
      <ExitPreviewPanel preview={preview} />
    </MemoryRouter>,
  );

describe('the exit preview', () => {
  it('shows the savings, the loans, the shortfall, what the guarantors pay and what is written off', () => {
    showPreview(borrower);
    const text = screen.getByTestId('exit-preview').textContent ?? '';
    expect(text).toContain('If Wanjiru Kamau left on 4 May 2026');
    expect(text).toMatch(/SavingsKES 10,000\.00/);
    expect(text).toMatch(/ShortfallKES 30,000\.00/);
    expect(text).toMatch(/Paid by guarantorsKES 10,000\.00/);
    expect(text).toMatch(/Written offKES 20,000\.00/);
    expect(text).toContain('Baraka Otieno');
    expect(text).toContain('Chebet Rono');
    expect(text).not.toContain('cannot leave');
    expect(text).not.toContain('Fines of no loan');
  });

  it('shows the fines of no loan the savings pay, and what of them is waived', () => {
    showPreview({
      ...borrower,
      savings: 200,
      loans: [],
      owed: 500,
      shortfall: 0,
      refund: 0,
      from_guarantors: 0,
      written_off: 0,
      loose_fines: { owed: 500, paid: 200, waived: 300 },
      pledges_for_member: [],
    });
    const text = screen.getByTestId('exit-preview').textContent ?? '';
    expect(text).toMatch(/Loans and fines owedKES 500\.00/);
    expect(text).toContain('Fines of no loan');
    expect(text).toMatch(/Fines owedKES 500\.00/);
    expect(text).toMatch(/Paid from savingsKES 200\.00/);
    expect(text).toMatch(/WaivedKES 300\.00/);
    expect(text).toMatch(/RefundKES 0\.00/);
  });

  it('says a guarantor cannot leave, naming the loans they guarantee, and shows a refund', () => {
    showPreview({
      ...borrower,
      loans: [],
      owed: 0,
      shortfall: 0,
      refund: 10_000,
      from_guarantors: 0,
      written_off: 0,
      pledges_for_member: [],
      pledges_held: [{ user_id: 9, firstname: 'Amina', lastname: 'Hassan', loan_id: 12, amount: 3_000 }],
      can_exit: false,
    });
    const text = screen.getByTestId('exit-preview').textContent ?? '';
    expect(text).toContain(
      'Wanjiru Kamau guarantees loans still owed: they cannot leave until those are cleared.',
    );
    expect(text).toMatch(/RefundKES 10,000\.00/);
    expect(text).toContain('Amina Hassan');
    expect(text).toContain('#12');
  });
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const press = (name: RegExp) => fireEvent.click(screen.getByRole('button', { name }));

/** The exit page of a member who can leave: the preview (`left` once the exit was sent) and the form. */
async function renderForm(answer: object, preview: ExitPreview = borrower, left: ExitPreview = preview) {
  stubApi({
    '/books/accounts': MONEY_ACCOUNTS,
    '/members/5/exit': ({ method }) => (method !== 'GET' ? answer : sent.length > 0 ? left : preview),
  });
  renderAt(
    <Routes>
      <Route path="/members/:userId/exit" element={<MemberExitPage />} />
    </Routes>,
    '/members/5/exit',
  );
  await screen.findAllByRole('option', { name: 'M-Pesa Paybill' });
}

describe('the exit form', () => {
  it('requires the account and the reason, refuses a future date, and sends nothing', async () => {
    await renderForm(refusal(500, ''));
    fill(field('Exit date'), '2999-01-01');
    press(/^Exit$/);
    expect(await errorOf(field('Refund from'), 'Refund from is required')).toBe('Refund from is required');
    expect(await errorOf(field('Reason'), 'Reason is required')).toBe('Reason is required');
    expect(await errorOf(field('Exit date'), 'Exit date must not be in the future')).toBe(
      'Exit date must not be in the future',
    );
    expect(sent).toEqual([]);
  });

  it("asks to confirm, sends the exit, and shows the server's refusal", async () => {
    const said = 'This member guarantees loans still owed: Amina Hassan (loan #12, KES 3,000.00 pledged).';
    await renderForm(refusal(409, said));
    fill(field('Refund from'), '7');
    fill(field('Reason'), 'Moved to Mombasa');
    press(/^Exit$/);
    expect(sent).toEqual([]);
    fireEvent.click(await screen.findByRole('button', { name: /Yes, Wanjiru Kamau leaves/ }));
    await waitFor(() =>
      expect(sent.map((call) => call.body)).toEqual([
        { date: todayInGroupZone(), account_id: 7, reason: 'Moved to Mombasa' },
      ]),
    );
    expect(await screen.findByText(said)).toBeTruthy();
  });
});

const PAY_BY_MPESA = "Pay by M-Pesa to the member's phone";
const saver: ExitPreview = {
  ...borrower,
  loans: [],
  owed: 0,
  refund: 10_000,
  shortfall: 0,
  from_guarantors: 0,
  written_off: 0,
  pledges_for_member: [],
};

describe("the exit form's refund by M-Pesa", () => {
  it('hides the account, sends pay_by_mpesa, and points to Payouts once the member has left', async () => {
    const today = todayInGroupZone();
    const exited = {
      user_id: 5,
      status: 'inactive',
      exited_on: today,
      refund: 10_000,
      from_savings: 0,
      from_guarantors: 0,
      written_off: 0,
      message: 'Member exited',
    };
    await renderForm(exited, saver, { ...saver, status: 'inactive', exited_on: today, can_exit: false });
    fireEvent.click(field(PAY_BY_MPESA));
    expect(screen.queryByLabelText('Refund from')).toBeNull();
    fill(field('Reason'), 'Moved to Mombasa');
    press(/^Exit$/);
    expect(await screen.findByText(/the rest is owed to them by M-Pesa in Payouts/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Yes, Wanjiru Kamau leaves/ }));
    const link = await screen.findByRole('link', { name: 'Send it from Payouts' });
    expect(link.getAttribute('href')).toBe('/payouts');
    expect(
      screen.getByText('Member exited: the refund of KES 10,000.00 is owed to Wanjiru Kamau by M-Pesa.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reactivate' })).toBeTruthy();
    expect(sent.map((call) => call.body)).toEqual([
      { date: today, pay_by_mpesa: true, reason: 'Moved to Mombasa' },
    ]);
  });

  it("shows the server's refusal of M-Pesa under the box, and no link to Payouts", async () => {
    const said =
      'M-Pesa sends whole shillings only: KES 10,000.50 has cents. Pay it from a money account instead.';
    await renderForm(refusal(422, said, { pay_by_mpesa: said }), { ...saver, refund: 10_000.5 });
    fill(field('Refund from'), '7');
    fireEvent.click(field(PAY_BY_MPESA));
    fill(field('Reason'), 'Moved to Mombasa');
    press(/^Exit$/);
    fireEvent.click(await screen.findByRole('button', { name: /Yes, Wanjiru Kamau leaves/ }));
    expect(await errorOf(field(PAY_BY_MPESA), said)).toBe(said);
    expect(field(PAY_BY_MPESA).checked).toBe(true);
    expect(screen.queryByRole('link', { name: 'Send it from Payouts' })).toBeNull();
    // The account picked before the box was ticked is not sent.
    expect(sent.map((call) => call.body)).toEqual([
      { date: todayInGroupZone(), pay_by_mpesa: true, reason: 'Moved to Mombasa' },
    ]);
  });
});
