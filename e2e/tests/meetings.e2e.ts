import { addDaysIso, addMonthsClamped, formatDate, todayInGroupZone } from '@links/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MeetingSheetScreen, MeetingsScreen } from '../pages/MeetingsScreens.js';
import { visit } from '../pages/Screen.js';
import { Shell } from '../pages/Shell.js';
import { ADMIN_EMAIL, startAdminScene } from '../support/admin-scene.js';
import { PHONE, screenshot } from '../support/browser.js';
import { CountedUser } from '../support/counted-user.js';
import { screenshotWhole } from '../support/full-screenshot.js';
import { useScene, withSignedInPage } from '../support/scene.js';
import {
  addLongTermLoan,
  addShortTermLoan,
  createMember,
  loanTotals,
  type SeededMember,
} from '../support/seed.js';
import { overflowsSideways, pageSettled } from '../support/session.js';

/*
 * docs/decisions/meetings.md: Amina, the group's treasurer, enters a whole meeting on one sheet: 15
 * members' savings and 2 loan repayments in cash, 17 payments. The sheet opens with what each member
 * was expected to bring, so she types only what differs, submits it and approves it; every click and
 * key press she makes is counted (one at a time it took 168). Then, on a phone, a sheet whose submit
 * is refused because a member has no savings account.
 */

const today = todayInGroupZone();
/** Issued a month and a few days ago: each loan has its first installment due by the meeting. */
const issued = addDaysIso(addMonthsClamped(today, -1), -3);
const NAMES = [
  ['Wanjiru', 'Kamau'],
  ['Baraka', 'Otieno'],
  ['Achieng', 'Onyango'],
  ['Kipchoge', 'Keino'],
  ['Njeri', 'Mwangi'],
  ['Omondi', 'Ouma'],
  ['Mumbua', 'Musyoka'],
  ['Chebet', 'Koech'],
  ['Jelimo', 'Njoroge'],
  ['Akinyi', 'Adhiambo'],
  ['Mutua', 'Kilonzo'],
  ['Wambui', 'Githinji'],
  ['Barasa', 'Wekesa'],
  ['Nafula', 'Simiyu'],
  ['Kiprono', 'Rotich'],
] as const;
/** A month's savings: the members' yearly target of KES 30,000 over twelve. */
const MONTHLY = 2_500;

let members: SeededMember[];
const scene = useScene(
  () => startAdminScene(),
  async () => {
    members = [];
    for (const [first, last] of NAMES) members.push(await createMember(scene.admin, first, last, 10_000));
    await addLongTermLoan(scene.admin, members[0]!.userId, 24_000, issued);
    await addShortTermLoan(scene.admin, members[1]!.userId, 3_000, issued);
  },
);

const savingsOf = async (member: SeededMember) =>
  (await scene.admin.call<{ total_savings: number }>(`/savings/total/${member.userId}`)).total_savings;
/**
 * The whole sheet in one picture, taken on a screen as tall as the page: its bar, kept at the foot of
 * the screen as the sheet scrolls, then sits at the foot of the sheet as it does once scrolled down.
 */
async function pictureOfSheet(page: Page, name: string): Promise<void> {
  await pageSettled(page);
  const size = page.viewportSize()!;
  const height = await page.evaluate(() => {
    const main = document.querySelector('main')!;
    return Math.ceil(main.getBoundingClientRect().top + main.scrollHeight);
  });
  await page.setViewportSize({ width: size.width, height: Math.max(size.height, height) });
  try {
    await screenshot(page, name);
  } finally {
    await page.setViewportSize(size);
  }
}

const kes = (amount: number) => amount.toLocaleString('en-US', { minimumFractionDigits: 2 });

describe('a meeting’s sheet', () => {
  it('takes a meeting of 17 payments in under 60 clicks and key presses, submitted and approved', async () => {
    const before = await Promise.all(members.map(savingsOf));
    const [wanjiru, baraka, achieng, kipchoge, omondi] = [0, 1, 2, 3, 5].map((index) => members[index]!.name);
    const borrowers = { long: members[0]!.userId, short: members[1]!.userId };
    const owedBefore = {
      long: (await loanTotals(scene.admin, borrowers.long)).long_term,
      short: (await loanTotals(scene.admin, borrowers.short)).short_term,
    };
    let dueLong = 0;
    await withSignedInPage(scene, ADMIN_EMAIL, async ({ page }) => {
      const user = new CountedUser(page);
      const list = new MeetingsScreen(page);
      const sheet = new MeetingSheetScreen(page);
      await user.click(new Shell(page).sidebar().getByRole('link', { name: 'Meetings' }));
      await list.shown();
      await user.click(list.newMeeting());
      // Today and an ordinary meeting, as the form starts.
      await user.click(list.openMeeting());
      await sheet.shown(formatDate(today));
      await sheet.says(`Meeting of ${today} opened.`).waitFor();
      expect(await sheet.field(wanjiru!, 'Savings').inputValue()).toBe('2,500');
      dueLong = Number((await sheet.field(wanjiru!, 'Long-term').inputValue()).replaceAll(',', ''));
      expect(dueLong).toBeGreaterThan(0);

      // Only what differs from what was expected: Achieng brought 5,000, Kipchoge (Enter goes down
      // the column to him) 2,000, Baraka repaid 1,500 of his short-term loan; Omondi came late.
      await user.click(sheet.field(achieng!, 'Savings'));
      await user.type('5000');
      await user.press('Enter');
      await user.type('2,000');
      await user.click(sheet.field(baraka!, 'Short-term'));
      await user.type('1500');
      await user.choose(sheet.field(omondi!, 'Attendance'), 'Late');
      await sheet.saved().waitFor();
      const savings = MONTHLY * 15 + 2_500 - 500;
      await sheet.totals().getByText(kes(savings), { exact: true }).waitFor();

      // The draft is the server's: a reload shows it as it was left.
      await page.reload();
      await sheet.shown(formatDate(today));
      expect(await sheet.field(achieng!, 'Savings').inputValue()).toBe('5,000');
      expect(await sheet.field(kipchoge!, 'Savings').inputValue()).toBe('2,000');
      expect(await sheet.field(baraka!, 'Short-term').inputValue()).toBe('1,500');
      expect(await sheet.field(omondi!, 'Attendance').inputValue()).toBe('late');
      await sheet.row(achieng!).getByText('Expected 2,500').waitFor();
      await pictureOfSheet(page, 'meetings-sheet-1280');

      await user.click(sheet.submit());
      await sheet.approve().waitFor();
      await user.click(sheet.approve());
      await sheet.says('Sheet approved: 15 transactions approved into Cash on hand.').waitFor();
      expect(user.count).toBeLessThan(60);

      expect(await sheet.field(achieng!, 'Savings').getAttribute('readonly')).not.toBeNull();
      const link = sheet.transaction(wanjiru!);
      expect(await link.getAttribute('href')).toMatch(/^\/transactions\/\d+$/);
      await pictureOfSheet(page, 'meetings-sheet-approved-1280');

      // A second ordinary meeting the same day is refused, above the form.
      await visit(page, MeetingsScreen);
      await list.table.row(formatDate(today)).getByText('Approved', { exact: true }).waitFor();
      await pageSettled(page);
      await screenshotWhole(page, 'meetings-list-1280');
      await list.newMeeting().click();
      await list.openMeeting().click();
      await list
        .formAlert()
        .getByText(`There is already an ordinary meeting on ${today}`, { exact: false })
        .waitFor();
    });

    const brought = members.map((_, index) => (index === 2 ? 5_000 : index === 3 ? 2_000 : MONTHLY));
    const after = await Promise.all(members.map(savingsOf));
    expect(after).toEqual(before.map((saved, index) => saved + brought[index]!));
    const owed = {
      long: (await loanTotals(scene.admin, borrowers.long)).long_term,
      short: (await loanTotals(scene.admin, borrowers.short)).short_term,
    };
    expect(owed.short).toBeCloseTo(owedBefore.short - 1_500, 2);
    expect(owed.long).toBeCloseTo(owedBefore.long - dueLong, 2);
  });

  it('shows on a phone why a sheet cannot be submitted: a member with no savings account', async () => {
    await withSignedInPage(
      scene,
      ADMIN_EMAIL,
      async ({ page }) => {
        const list = await visit(page, MeetingsScreen);
        await list.table.row(formatDate(today)).waitFor();
        await pageSettled(page);
        expect(await overflowsSideways(page)).toBe(false);
        await screenshotWhole(page, 'meetings-list-375');

        await list.newMeeting().click();
        await list.kind().selectOption({ label: 'Special' });
        await list.openMeeting().click();
        const sheet = new MeetingSheetScreen(page);
        await sheet.shown(formatDate(today));
        await sheet.field(members[0]!.name, 'Savings').waitFor();
        await pageSettled(page);
        expect(await overflowsSideways(page)).toBe(false);
        await pictureOfSheet(page, 'meetings-sheet-375');

        // Amina, the treasurer, is on the sheet too, but keeps no savings account.
        await sheet.field('Amina Odhiambo', 'Savings').click();
        await page.keyboard.type('500');
        await sheet.submit().click();
        await sheet.alert().getByText('Amina has no savings account.', { exact: true }).waitFor();
        expect(await sheet.field('Amina Odhiambo', 'Savings').getAttribute('readonly')).toBeNull();
        await pageSettled(page);
        expect(await overflowsSideways(page)).toBe(false);
        await pictureOfSheet(page, 'meetings-submit-refused-375');
      },
      PHONE,
    );
  });
});
