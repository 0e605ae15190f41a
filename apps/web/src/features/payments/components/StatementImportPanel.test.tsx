// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorOf, fill, refusal, renderAt, sent, stubApi } from '../../../lib/testing/component';
import { MONEY_ACCOUNTS } from '../../../lib/testing/fixtures';
import { StatementImportPanel } from './StatementImportPanel';

/**
 * The statement upload's refusals, checked on the component: a file is required, a bank's
 * columns start from the ones remembered, and the server's refusal of a column shows under it.
 * The uploads themselves and the server's refusal of a file are payments.e2e.ts's
 * (docs/testing.md, "Component tests and browser tests").
 */

const REMEMBERED = {
  mapping: { date: 'Txn Date', description: 'Narrative', credit: 'Credit', debit: 'Debit' },
};

function renderPanel(upload: object = refusal(500, 'unexpected')) {
  stubApi({
    '/books/accounts': MONEY_ACCOUNTS,
    '/bank-statements/7/mapping': REMEMBERED,
    '/bank-statements/7': upload,
    '/mpesa/statements': upload,
  });
  renderAt(<StatementImportPanel />, '/payments');
  return {
    file: () => screen.getByLabelText('Statement file') as HTMLInputElement,
    pick: (name: string) =>
      fireEvent.change(screen.getByLabelText('Statement file'), {
        target: { files: [new File(['Receipt No.\n'], name, { type: 'text/csv' })] },
      }),
    send: () => fireEvent.click(screen.getByRole('button', { name: 'Import statement' })),
  };
}

describe('the statement upload', () => {
  it('refuses to send without a file', async () => {
    const panel = renderPanel();
    panel.send();
    expect(await errorOf(panel.file(), 'Statement file is required')).toBe('Statement file is required');
    expect(sent).toEqual([]);
    expect(screen.queryByLabelText('Date column')).toBeNull();
  });

  it("fills a bank's columns from the ones remembered, and shows the server's refusal of a column under it", async () => {
    const said = 'date must name a column of the file';
    const panel = renderPanel(refusal(422, said, { date: said }));
    await screen.findByRole('option', { name: 'M-Pesa Paybill (bank CSV)' });
    fill(screen.getByLabelText('Statement of'), '7');
    const date = (await screen.findByLabelText('Date column')) as HTMLInputElement;
    await waitFor(() => expect(date.value).toBe('Txn Date'));
    expect((screen.getByLabelText('Reference column') as HTMLInputElement).placeholder).toBe('Optional');

    panel.pick('bank.csv');
    panel.send();
    expect(await errorOf(date, said)).toBe(said);
    expect(sent.map((call) => call.url)).toEqual(['/api/links/bank-statements/7']);
  });
});
