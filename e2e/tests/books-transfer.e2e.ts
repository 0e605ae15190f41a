import { todayInGroupZone } from '@links/domain';
import { describe, expect } from 'vitest';
import { BooksScreen } from '../pages/BooksScreens.js';
import { ADMIN_EMAIL as ADMIN, startAdminScene } from '../support/admin-scene.js';
import { cashBook, moneyAccountIds } from '../support/books-api.js';
import { screenshotWhole } from '../support/full-screenshot.js';
import { type OpenedPage, signedInTest, useScene } from '../support/scene.js';
import { pageSettled } from '../support/session.js';

const today = todayInGroupZone();

let ids: Map<string, number>;

const scene = useScene(startAdminScene, async () => {
  await scene.admin.createBankAccount('Equity Bank', 1000);
  await scene.admin.createBankAccount('KCB', 0);
  ids = await moneyAccountIds(scene.admin);
});

/** A test on the Transfer tab of the books, opened by the admin. */
const onTransfer = (name: string, body: (opened: OpenedPage & { books: BooksScreen }) => Promise<void>) =>
  signedInTest(scene, ADMIN)(name, async (opened) => {
    const books = new BooksScreen(opened.page);
    await books.open('?tab=transfer');
    await books.recordTransfer().waitFor();
    await body({ ...opened, books });
  });

describe('Transfer', () => {
  onTransfer('checks the form before sending', async ({ page, books }) => {
    await books.recordTransfer().click();
    expect(await books.errorOf('From account')).toBe('From account is required');
    expect(await books.errorOf('To account')).toBe('To account is required');
    expect(await books.errorOf('Amount')).toBe('Amount is required');
    // Two different accounts, and the body sent: TransferForm.test.tsx.
    await pageSettled(page);
    await screenshotWhole(page, 'books-transfer-errors-1280');
  });

  onTransfer('records a transfer, which the cash books of both accounts show', async ({ page, books }) => {
    await books.chooseTransfer('Equity Bank', 'KCB', '400');
    await books.transferField('Memo').fill('Moved to KCB');
    const sent = page.waitForRequest('**/api/links/books/transfers');
    await books.recordTransfer().click();
    expect((await sent).postDataJSON()).toEqual({
      from_account_id: ids.get('Equity Bank'),
      to_account_id: ids.get('KCB'),
      amount: 400,
      date: today,
      memo: 'Moved to KCB',
    });
    await books.status().getByText('Transfer recorded.', { exact: true }).waitFor();
    expect(await books.transferField('Amount').inputValue()).toBe('');
    const kcb = await cashBook(scene.admin, ids.get('KCB')!, today, today);
    expect(kcb.closing_balance).toBe(400);
    expect(kcb.movements).toMatchObject([{ money_in: 400, money_out: 0, memo: 'Moved to KCB' }]);
    expect((await cashBook(scene.admin, ids.get('Equity Bank')!, today, today)).closing_balance).toBe(600);
    await pageSettled(page);
    await screenshotWhole(page, 'books-transfer-1280');
  });

  onTransfer("shows the server's refusal of an overdraft", async ({ page, books }) => {
    await books.chooseTransfer('Equity Bank', 'Cash on hand', '5000');
    await books.recordTransfer().click();
    await books
      .alert()
      .getByText('Insufficient funds in Equity Bank: balance KES 600.00.', { exact: true })
      .waitFor();
    expect((await cashBook(scene.admin, ids.get('Equity Bank')!, today, today)).closing_balance).toBe(600);
    await pageSettled(page);
    await screenshotWhole(page, 'books-transfer-refused-1280');
  });
});
