// @vitest-environment happy-dom
import type { MpesaBalance } from '@links/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { en } from '../../../i18n/catalogue-en';
import { type Answering, callsTo, refusal, renderAt, sent, stubApi } from '../../../lib/testing/component';
import { BALANCE_POLL_MS } from '../api/mpesa-balance';
import { MpesaBalanceCard } from './MpesaBalanceCard';

const { asking: ASKING, differs: DIFFERS, notAsked: NOT_ASKED } = en.payments.balance;

/**
 * The M-Pesa balance card as the reconciliation screen shows it (docs/decisions/daraja.md, "The
 * M-Pesa balance"): nothing asked yet; Safaricom's accounts, the Utility Account first, beside the
 * books and the difference; "Asking Safaricom…" while the check is Pending, asked again until it is
 * not; a failed check's reason; the server's refusal of the ask; no button for the auditor.
 * mpesa-balance.e2e.ts keeps the journey with the Daraja look-alike (docs/testing.md, "Component
 * tests and browser tests").
 */

const PATH = '/payments/mpesa-balance';
const SETTLED = '2026-03-05T11:02:00.000Z';

const completed = (utility: number, books: number): MpesaBalance => ({
  check: {
    status: 'Completed',
    accounts: [
      { name: 'Working Account', currency: 'KES', available: 700 },
      { name: 'Utility Account', currency: 'KES', available: utility },
    ],
    reason: null,
    requested_at: '2026-03-05T11:01:58.000Z',
    settled_at: SETTLED,
  },
  books_balance: books,
});

const pending: MpesaBalance = {
  check: { status: 'Pending', accounts: [], reason: null, requested_at: SETTLED, settled_at: null },
  books_balance: 1000,
};

function renderCard(answer: Answering | object, auditor = false) {
  stubApi({ [PATH]: answer });
  if (auditor) {
    const user = { id: 1, role: 'member', office: 'auditor' };
    // biome-ignore lint/suspicious/noDocumentCookie: the test's own page, written as the server would.
    document.cookie = `user=${encodeURIComponent(JSON.stringify(user))}`;
  }
  renderAt(<MpesaBalanceCard />, '/reconciliation/7');
}

const card = () => screen.getByRole('region', { name: 'M-Pesa balance' });
const ask = () => screen.getByRole('button', { name: 'Check balance' });
const difference = () => screen.getByTestId('mpesa-balance-difference').textContent;

describe('the M-Pesa balance card', () => {
  it('says no balance was asked yet, beside the books', async () => {
    renderCard({ check: null, books_balance: 228037 });
    await screen.findByText(NOT_ASKED);
    expect(card().textContent).toContain('KES 228,037.00');
    expect(screen.queryByTestId('mpesa-balance-difference')).toBeNull();
    expect((ask() as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows Safaricom's accounts, the Utility Account first, with the difference from the books", async () => {
    renderCard(completed(228037, 227_500.5));
    await screen.findByTestId('mpesa-balance-accounts');
    expect(screen.getByTestId('mpesa-balance-accounts').textContent).toBe(
      'Utility AccountKES 228,037.00Working AccountKES 700.00',
    );
    expect(card().textContent).toContain('As of 5 Mar 2026 at 14:02');
    expect(card().textContent).toContain('KES 227,500.50');
    expect(difference()).toBe('KES 536.50');
    expect(screen.getByText(DIFFERS)).toBeTruthy();
  });

  it('says agree when the Utility Account and the books are the same', async () => {
    renderCard(completed(228037, 228037));
    await screen.findByTestId('mpesa-balance-difference');
    expect(difference()).toBe('KES 0.00agree');
    expect(screen.queryByText(DIFFERS)).toBeNull();
  });

  it('asks, shows Asking Safaricom while the check is Pending, and asks again until it is not', async () => {
    let gets = 0;
    renderCard(({ method }) => {
      if (method === 'POST') return Response.json(pending, { status: 202 });
      gets += 1;
      return gets === 1 ? { check: null, books_balance: 1000 } : gets === 2 ? pending : completed(1000, 1000);
    });
    await screen.findByText(NOT_ASKED);
    fireEvent.click(ask());
    await screen.findByText(ASKING);
    expect(sent.map((call) => [call.method, call.url])).toEqual([['POST', `/api/links${PATH}`]]);
    expect((ask() as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(difference()).toBe('KES 0.00agree'), { timeout: 3 * BALANCE_POLL_MS + 1000 });
    expect(screen.queryByText(ASKING)).toBeNull();
    expect(callsTo(PATH).length).toBe(gets + 1);
  }, 15_000);

  it("shows a failed check's reason", async () => {
    const reason = 'The initiator information is invalid.';
    renderCard({ ...pending, check: { ...pending.check!, status: 'Failed', reason, settled_at: SETTLED } });
    expect((await screen.findByRole('alert')).textContent).toBe(reason);
    expect(screen.queryByText(ASKING)).toBeNull();
  });

  it("shows the server's refusal of the ask as the card's alert", async () => {
    const said = 'Daraja could not be reached at http://127.0.0.1:9.';
    renderCard(({ method }) =>
      method === 'POST' ? refusal(502, said) : { check: null, books_balance: 1000 },
    );
    await screen.findByText(NOT_ASKED);
    fireEvent.click(ask());
    expect((await screen.findByRole('alert')).textContent).toBe(said);
    expect((ask() as HTMLButtonElement).disabled).toBe(false);
  });

  it('gives the auditor no button', async () => {
    renderCard(completed(228037, 228037), true);
    await screen.findByTestId('mpesa-balance-difference');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
