// @vitest-environment happy-dom
import { todayInGroupZone } from '@links/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorOf, fill, refusal, renderAt, sent, stubApi } from '../../../lib/testing/component';
import { MONEY_ACCOUNTS } from '../../../lib/testing/fixtures';
import { TransferForm } from './TransferForm';

/**
 * The transfer form's refusals (docs/books.md), checked on the component: the required fields, two
 * different accounts, the body sent, and the server's refusal of a field under it. books-transfer.e2e.ts
 * keeps the messages on screen, a transfer the cash books show and the server's refusal of an
 * overdraft (docs/testing.md, "Component tests and browser tests").
 */

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const record = () => fireEvent.click(screen.getByRole('button', { name: /Record transfer/i }));

async function renderForm(answer: object) {
  stubApi({ '/books/accounts': MONEY_ACCOUNTS, '/books/transfers': answer });
  renderAt(<TransferForm today={todayInGroupZone()} />, '/books?tab=transfer');
  await screen.findAllByRole('option', { name: 'M-Pesa Paybill' });
}

describe('the transfer form', () => {
  it('requires both accounts and an amount, and two different accounts', async () => {
    await renderForm(refusal(500, ''));
    record();
    expect(await errorOf(field('From account'), 'From account is required')).toBe('From account is required');
    expect(await errorOf(field('To account'), 'To account is required')).toBe('To account is required');
    expect(await errorOf(field('Amount'), 'Amount is required')).toBe('Amount is required');
    fill(field('From account'), '7');
    fill(field('To account'), '7');
    fill(field('Amount'), '400');
    record();
    expect(await errorOf(field('To account'), 'Choose two different accounts')).toBe(
      'Choose two different accounts',
    );
    expect(sent).toEqual([]);
  });

  it("sends the transfer dated today, and shows the server's refusal of a field under it", async () => {
    const said = 'amount must have at most two decimals';
    await renderForm(refusal(422, said, { amount: said }));
    fill(field('From account'), '7');
    fill(field('To account'), '1');
    fill(field('Amount'), '400');
    fill(field('Memo'), 'Moved to the till');
    record();
    // The server's words, as it wrote them (the transfer's fields have no subjects of their own).
    expect(await errorOf(field('Amount'), said)).toBe(said);
    await waitFor(() =>
      expect(sent.map((call) => call.body)).toEqual([
        {
          from_account_id: 7,
          to_account_id: 1,
          amount: 400,
          date: todayInGroupZone(),
          memo: 'Moved to the till',
        },
      ]),
    );
  });
});
