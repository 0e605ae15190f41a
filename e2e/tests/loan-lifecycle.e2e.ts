import { addDaysIso, addMonthsClamped, daysBetween, todayInGroupZone } from '@links/domain';
import { describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, startAdminScene } from '../support/admin-scene.js';
import { bringCashIn } from '../support/books-api.js';
import { DESKTOP, PHONE } from '../support/browser.js';
import { screenshotWhole } from '../support/full-screenshot.js';
import { type PageBody, useScene, withSignedInPage } from '../support/scene.js';
import { addShortTermLoan, createMember, type SeededMember } from '../support/seed.js';
import { overflowsSideways, pageSettled, signedInPage } from '../support/session.js';

const today = todayInGroupZone();
let wanjiru: SeededMember;
let baraka: SeededMember;
let chebet: SeededMember;
let applicationId: number;
let loanId: number;

/** Wanjiru borrows, Baraka guarantees, Chebet is in arrears on a loan issued 100 days ago. */
const scene = useScene(startAdminScene, async () => {
  wanjiru = await createMember(scene.admin, 'Wanjiru', 'Kamau', 10_000);
  baraka = await createMember(scene.admin, 'Baraka', 'Otieno', 20_000);
  chebet = await createMember(scene.admin, 'Chebet', 'Korir', 5_000);
  // The loans' money comes into Cash on hand first (docs/decisions/money-accounts.md).
  await bringCashIn(scene.admin, (await scene.admin.userIds()).get(ADMIN_EMAIL)!, 100_000);
  await addShortTermLoan(scene.admin, chebet.userId, 6_000, addDaysIso(today, -100));
});

async function shoot(email: string, path: string, name: string, ready: string) {
  for (const [size, viewport] of [
    ['1280', DESKTOP],
    ['375', PHONE],
  ] as const) {
    await withSignedInPage(
      scene,
      email,
      async ({ page }) => {
        await page.goto(path);
        await page.getByText(ready).first().waitFor();
        await pageSettled(page);
        expect(await overflowsSideways(page)).toBe(false);
        await screenshotWhole(page, `${name}-${size}`);
      },
      viewport,
    );
  }
}

/** Runs `body` on a phone signed in as `email` (see `withSignedInPage`). */
const onPhoneAs = (email: string, body: PageBody) => withSignedInPage(scene, email, body, PHONE);

describe('the loan lifecycle on screen', () => {
  it('lets a member apply on a phone and pick guarantors, with the server’s refusal shown', async () => {
    await onPhoneAs(wanjiru.email, async ({ page }) => {
      await page.goto('/apply-loan');
      await page.getByText('You may borrow up to KES 30,000.00 without guarantors').waitFor();
      await page.getByLabel('Kind of loan').selectOption('short_term');
      await page.getByLabel('Amount (KES)').fill('100000');
      await page.getByLabel('Purpose').fill('School fees');
      await page.getByRole('checkbox', { name: 'Baraka Otieno' }).check();
      await page.getByRole('button', { name: 'Apply' }).click();
      await page
        .getByRole('alert')
        .filter({
          hasText:
            "The amount is KES 50,000.00 more than the limit of KES 30,000.00 and the guarantors' pledges cover.",
        })
        .waitFor();
      await page.getByLabel('Amount (KES)').fill('35000');
      await pageSettled(page);
      expect(await overflowsSideways(page)).toBe(false);
      await screenshotWhole(page, 'loan-apply-375');
      await page.getByRole('button', { name: 'Apply' }).click();
      await page
        .getByText(
          'Application submitted. Your limit is KES 30,000.00; your guarantors need to pledge KES 5,000.00.',
        )
        .waitFor();
      const mine = await scene.admin.call<{ applications: { id: number; user_id: number }[] }>(
        '/loan-applications',
      );
      applicationId = mine.applications.find((a) => a.user_id === wanjiru.userId)!.id;
    });
    await shoot(wanjiru.email, '/my-applications', 'loan-my-applications', 'My applications');
    await shoot(wanjiru.email, '/apply-loan', 'loan-apply-form', 'Guarantors');
  });

  it('lets the guarantor accept with an amount no more than their free savings', async () => {
    await onPhoneAs(baraka.email, async ({ page }) => {
      await page.goto('/my-applications');
      const request = page.getByRole('region', { name: 'Wanjiru Kamau asks you to guarantee' });
      await request.waitFor();
      await request.getByLabel('Amount to pledge (KES)').fill('25000');
      await request.getByRole('button', { name: 'Accept' }).click();
      await request.getByText('amount must not be more than your free savings (KES 20,000.00)').waitFor();
      await screenshotWhole(page, 'loan-guarantee-375');
      await request.getByLabel('Amount to pledge (KES)').fill('5000');
      await request.getByRole('button', { name: 'Accept' }).click();
      await request.getByText('Accepted').first().waitFor();
      await expect.poll(() => request.getByRole('button', { name: 'Accept' }).count()).toBe(0);
    });
    await shoot(baraka.email, '/my-applications', 'loan-guarantee-accepted', 'Requests to guarantee');
  });

  it('lets the admin approve from the queue, paying the loan out', async () => {
    await shoot(ADMIN_EMAIL, '/loan-applications', 'loan-applications-queue', 'Wanjiru Kamau');
    await withSignedInPage(scene, ADMIN_EMAIL, async ({ page }) => {
      await page.goto('/loan-applications');
      await page
        .getByRole('row', { name: /Wanjiru Kamau/ })
        .getByRole('link', { name: 'Review' })
        .click();
      await page.waitForURL(`**/loan-applications/${applicationId}`);
      await page.getByRole('button', { name: 'Approve' }).waitFor();
      await pageSettled(page);
      await screenshotWhole(page, 'loan-application-decision-1280');
      await page.getByRole('button', { name: 'Approve' }).click();
      await page.getByText(/Approved: loan #\d+ issued\./).waitFor();
      await shoot(
        ADMIN_EMAIL,
        `/loan-applications/${applicationId}`,
        'loan-application-decided',
        'Guarantors',
      );
      const view = await scene.admin.call<{ loan_id: number; status: string }>(
        `/loan-applications/${applicationId}`,
      );
      expect(view.status).toBe('Approved');
      loanId = view.loan_id;
    });
  });

  it('shows the arrears with the PAR buckets, and the member their overdue amount', async () => {
    await withSignedInPage(scene, ADMIN_EMAIL, async ({ page }) => {
      await page.goto('/arrears');
      const table = page.getByRole('table', { name: 'Loans in arrears' });
      await table.getByText('Chebet Korir').waitFor();
      // The first installment fell due a month after the loan was issued, 100 days ago.
      const days = daysBetween(addMonthsClamped(addDaysIso(today, -100), 1), today);
      expect(await table.getByRole('row', { name: /Chebet Korir/ }).textContent()).toContain(`STL${days}`);
      const bucket = page.locator(`[data-bucket="${days > 60 ? '61–90' : '31–60'}"]`);
      // Chebet's 6,000 of 41,000 outstanding (Wanjiru's 35,000 is not yet due).
      expect(await bucket.textContent()).toContain('14.63%');
    });
    await shoot(ADMIN_EMAIL, '/arrears', 'loan-arrears', 'Chebet Korir');
    const member = await signedInPage(scene.browser, scene.server.url, chebet.email, PHONE);
    await member.page.goto('/member');
    const notice = member.page.getByRole('status', { name: 'Overdue' });
    // 6,000 at 18% over 3 months, all three installments past due: 7,080.00.
    expect(await notice.getByTestId('overdue-total').textContent()).toBe('KES 7,080.00');
    await pageSettled(member.page);
    await screenshotWhole(member.page, 'loan-member-overdue-375');
    await member.context.close();
    await shoot(chebet.email, '/member', 'loan-member-overdue', 'Overdue');
  });

  it('settles a loan early from its detail, clearing it to the cent', async () => {
    await withSignedInPage(scene, ADMIN_EMAIL, async ({ page }) => {
      await page.goto(`/loans/${loanId}`);
      const payoff = page.getByTestId('payoff-total');
      await expect.poll(() => payoff.textContent()).toBe('KES 35,000.00');
      await pageSettled(page);
      await screenshotWhole(page, 'loan-settle-early-1280');
      await page.getByRole('button', { name: 'Settle early' }).click();
      await page
        .getByText('Loan settled: the payment was recorded and the future interest waived.')
        .waitFor();
      const detail = await scene.admin.call<{ loan: { status: string; amount_due: number } }>(
        `/loans/${loanId}`,
      );
      expect(detail.loan).toMatchObject({ status: 'cleared', amount_due: 0 });
    });
    const phone = await signedInPage(scene.browser, scene.server.url, chebet.email, PHONE);
    const chebetLoan = (await scene.admin.call<{ loans: { id: number }[] }>(`/loans/user/${chebet.userId}`))
      .loans[0]!.id;
    await phone.page.goto(`/loans/${chebetLoan}`);
    await phone.page.getByTestId('payoff-total').waitFor();
    await pageSettled(phone.page);
    await screenshotWhole(phone.page, 'loan-settle-early-375');
    await phone.context.close();
  });
});
