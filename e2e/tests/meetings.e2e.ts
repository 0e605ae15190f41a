import { addDaysIso, addMonthsClamped, formatDate, formatDayNumeric, todayInGroupZone } from '@links/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { termsOf } from '../pages/DataTable.js';
import { MeetingSheetScreen, MeetingsScreen, MinutesScreen } from '../pages/MeetingsScreens.js';
import { visit } from '../pages/Screen.js';
import { Shell } from '../pages/Shell.js';
import { ADMIN_EMAIL, startAdminScene } from '../support/admin-scene.js';
import { DESKTOP, PHONE, screenshot } from '../support/browser.js';
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
 * is refused because a member has no savings account. Then a group that also collects a welfare
 * fund has a column for it (docs/decisions/meetings.md, "Kinds of contribution on the sheet"). Last,
 * fines paid and a merry-go-round have a column each ("Fines paid at the meeting", "Merry-go-rounds
 * on the sheet").
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

/** The group's welfare fund: 200 a month from each member (docs/decisions/contribution-kinds.md). */
const WELFARE = 'Welfare fund';
/** A member's amount in the sheet's Welfare fund column, which the screen object does not name. */
const welfareOf = (sheet: MeetingSheetScreen, member: string) =>
  sheet.sheet().getByLabel(`${member}, ${WELFARE}`, { exact: true });

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
      await list.table.row(formatDayNumeric(today)).getByText('Approved', { exact: true }).waitFor();
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
        await list.table.row(formatDayNumeric(today)).waitFor();
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
  it('has a column for the welfare fund, 200 typed in for each member, that reaches the minutes once approved', async () => {
    const fund = { name: WELFARE, kind: 'fund', expected_amount: 200, expected_every: 'month' };
    await scene.admin.call('/contribution-kinds', 'POST', fund);
    const [wanjiru, baraka, achieng] = members.map((member) => member.name);
    // Every member and Amina, the treasurer, each expected the month's 200; Baraka brings 350.
    const rows = members.length + 1;
    const welfare = 200 * (rows - 1) + 350;
    await withSignedInPage(scene, ADMIN_EMAIL, async ({ page }) => {
      const list = await visit(page, MeetingsScreen);
      await list.newMeeting().click();
      await list.kind().selectOption({ label: 'Annual general meeting' });
      await list.openMeeting().click();
      const sheet = new MeetingSheetScreen(page);
      await sheet.shown(formatDate(today));
      await sheet.sheet().getByRole('columnheader', { name: WELFARE, exact: true }).waitFor();
      const column = sheet.sheet().getByLabel(new RegExp(`, ${WELFARE}$`));
      expect(
        await column.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
      ).toEqual(Array.from({ length: rows }, () => '200'));
      await sheet
        .totals()
        .getByText(kes(200 * rows), { exact: true })
        .waitFor();

      // Enter goes down the column, as in the others; leaving Baraka's amount saves it.
      await welfareOf(sheet, wanjiru!).click();
      await page.keyboard.press('Enter');
      await page.keyboard.type('350');
      await page.keyboard.press('Enter');
      const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
      expect(focused).toBe(`${achieng}, ${WELFARE}`);
      await sheet.saved().waitFor();
      await sheet.totals().getByText(kes(welfare), { exact: true }).waitFor();
      await sheet.row(baraka!).getByText('Expected 200', { exact: true }).waitFor();
      await pageSettled(page);
      expect(await overflowsSideways(page)).toBe(false);
      await pictureOfSheet(page, 'meetings-sheet-kinds-1280');

      // The same draft on a phone: a card a member, the fund a field of it like the others.
      await page.setViewportSize(PHONE);
      expect(await welfareOf(sheet, baraka!).isVisible()).toBe(true);
      expect(await overflowsSideways(page)).toBe(false);
      await pictureOfSheet(page, 'meetings-sheet-kinds-375');
      await page.setViewportSize(DESKTOP);

      await sheet.submit().click();
      await sheet.approve().click();
      await sheet.says(`Sheet approved: ${rows} transactions approved into Cash on hand.`).waitFor();
      expect(await welfareOf(sheet, baraka!).getAttribute('readonly')).not.toBeNull();
      expect(await overflowsSideways(page)).toBe(false);
      await pictureOfSheet(page, 'meetings-sheet-kinds-approved-1280');

      await sheet.minutes().click();
      const minutes = new MinutesScreen(page);
      await minutes.shown(formatDate(today));
      const received = await termsOf(minutes.part('Money received').locator('dl > div'));
      expect(received[WELFARE]).toBe(`KES ${kes(welfare)}`);
      expect(Object.keys(received).slice(-2)).toEqual([WELFARE, 'Total']);
    });

    // Approved into the fund, on Baraka's line of it.
    const { contributions } = await scene.admin.call<{ contributions: { name: string; total: number }[] }>(
      `/users/${members[1]!.userId}/contributions`,
    );
    expect(contributions.find((kind) => kind.name === WELFARE)?.total).toBe(350);
  });

  it('has a column for fines paid and one for a merry-go-round, "—" for a member not in it', async () => {
    const [wanjiru, baraka, achieng] = members.map((member) => member.name);
    const pot = 'Sheet pot';
    await scene.admin.call('/rotations', 'POST', {
      name: pot,
      amount_per_member: 500,
      every: 'meeting',
      start_date: today,
      order: [members[0]!.userId, members[1]!.userId],
    });
    // The day before: each kind of meeting has been held today already.
    const { meeting_id } = await scene.admin.call<{ meeting_id: number }>('/meetings', 'POST', {
      date: addDaysIso(today, -1),
    });
    await withSignedInPage(scene, ADMIN_EMAIL, async ({ page }) => {
      await page.goto(`/meetings/${meeting_id}`);
      const sheet = new MeetingSheetScreen(page);
      await sheet.shown(formatDate(addDaysIso(today, -1)));
      const amountOf = (member: string, column: string) =>
        sheet.sheet().getByLabel(`${member}, ${column}`, { exact: true });
      const headings = await sheet.sheet().getByRole('columnheader').allTextContents();
      expect(headings.slice(4, 7)).toEqual(['Short-term', 'Fines paid', WELFARE]);
      expect(headings.slice(-2)).toEqual([pot, 'Total']);
      expect(await amountOf(wanjiru!, pot).inputValue()).toBe('500');
      expect(await amountOf(baraka!, pot).inputValue()).toBe('500');
      expect(await amountOf(achieng!, pot).count()).toBe(0);
      await sheet.row(achieng!).getByText('—', { exact: true }).waitFor();
      expect(await amountOf(achieng!, 'Fines paid').inputValue()).toBe('0');
      await sheet.totals().getByText(kes(1_000), { exact: true }).waitFor();

      // Baraka pays 300 of the pot's 500: saved with his row, the totals with it.
      await amountOf(baraka!, pot).click();
      await page.keyboard.type('300');
      await page.keyboard.press('Tab');
      await sheet.saved().waitFor();
      await sheet.totals().getByText(kes(800), { exact: true }).waitFor();
      await sheet.row(baraka!).getByText('Expected 500', { exact: true }).waitFor();
      await page.reload();
      await sheet.shown(formatDate(addDaysIso(today, -1)));
      expect(await amountOf(baraka!, pot).inputValue()).toBe('300');
      await pageSettled(page);
      expect(await overflowsSideways(page)).toBe(false);
      await pictureOfSheet(page, 'meetings-sheet-fines-rotations-1280');
    });

    // On a phone: a card a member, fines paid and the pot fields of it like the others.
    await withSignedInPage(
      scene,
      ADMIN_EMAIL,
      async ({ page }) => {
        await page.goto(`/meetings/${meeting_id}`);
        const sheet = new MeetingSheetScreen(page);
        await sheet.shown(formatDate(addDaysIso(today, -1)));
        const amountOf = (member: string, column: string) =>
          sheet.sheet().getByLabel(`${member}, ${column}`, { exact: true });
        await amountOf(baraka!, 'Fines paid').waitFor();
        expect(await amountOf(wanjiru!, pot).isVisible()).toBe(true);
        await sheet.row(achieng!).getByText('Sheet pot', { exact: true }).waitFor();
        await pageSettled(page);
        expect(await overflowsSideways(page)).toBe(false);
        await pictureOfSheet(page, 'meetings-sheet-fines-rotations-375');
      },
      PHONE,
    );
  });
});
