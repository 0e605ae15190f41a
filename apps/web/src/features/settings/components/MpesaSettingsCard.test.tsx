// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type Answering,
  errorOf,
  fill,
  refusal,
  renderAt,
  sent,
  stubApi,
} from '../../../lib/testing/component';
import { GROUP_SETTINGS, MONEY_ACCOUNTS } from '../../../lib/testing/fixtures';
import { MpesaSettingsCard } from './MpesaSettingsCard';

/**
 * The M-Pesa card's refusals, checked on the component: the domain's shortcode rule in the card's
 * sentence, and the server's refusal under its field. The journey (saving, the callback URLs) is
 * mpesa-settings.e2e.ts's (docs/testing.md, "Component tests and browser tests").
 */

const SHORTCODE_MESSAGE = 'Paybill or till number must be 5 to 10 digits';

function renderCard(patch: Answering | object = GROUP_SETTINGS) {
  stubApi({ '/books/accounts': MONEY_ACCOUNTS, '/settings': patch });
  renderAt(<MpesaSettingsCard settings={GROUP_SETTINGS} />, '/settings');
  return {
    shortcode: () => screen.getByLabelText('Paybill or till number') as HTMLInputElement,
    account: () => screen.getByLabelText('M-Pesa account') as HTMLSelectElement,
    save: () => fireEvent.click(screen.getByRole('button', { name: 'Save M-Pesa settings' })),
  };
}

describe('the M-Pesa card', () => {
  it.each(['12ab', '1234', '12345678901'])('refuses %s as a paybill, sending nothing', async (typed) => {
    const card = renderCard();
    fill(card.shortcode(), typed);
    card.save();
    expect(await errorOf(card.shortcode(), SHORTCODE_MESSAGE)).toBe(SHORTCODE_MESSAGE);
    expect(sent).toEqual([]);
  });

  it('sends the number trimmed and the account chosen; a blank number clears it', async () => {
    const card = renderCard();
    await screen.findByRole('option', { name: 'M-Pesa Paybill' });
    fill(card.shortcode(), ' 600123 ');
    fill(card.account(), '7');
    card.save();
    await screen.findByText('Settings saved successfully');
    expect(sent.at(-1)?.body).toEqual({ mpesa_shortcode: '600123', mpesa_account_id: 7 });

    fill(card.shortcode(), '');
    fill(card.account(), '');
    card.save();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.at(-1)?.body).toEqual({ mpesa_shortcode: null, mpesa_account_id: null });
  });

  it("shows the server's refusal under the field it names", async () => {
    const card = renderCard(({ method }: { method: string }) =>
      method === 'PATCH'
        ? refusal(422, 'mpesa_account_id must be a bank account of the books', {
            mpesa_account_id: 'mpesa_account_id must be a bank account of the books',
          })
        : GROUP_SETTINGS,
    );
    await screen.findByRole('option', { name: 'M-Pesa Paybill' });
    fill(card.shortcode(), '600123');
    fill(card.account(), '7');
    card.save();
    const said = 'M-Pesa account must be a bank account of the books';
    expect(await errorOf(card.account(), said)).toBe(said);
    expect(screen.getByRole('alert').textContent).toContain(
      'mpesa_account_id must be a bank account of the books',
    );
  });
});
