import fs from 'node:fs';
import { formatDate, todayInGroupZone } from '@links/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { termsOf } from '../pages/DataTable.js';
import { MeetingSheetScreen, MeetingsScreen, MinutesScreen } from '../pages/MeetingsScreens.js';
import { Shell } from '../pages/Shell.js';
import { AMINA, person, startScene } from '../support/admin-scene.js';
import { ApiClient } from '../support/api.js';
import { PHONE } from '../support/browser.js';
import { screenshotWhole } from '../support/full-screenshot.js';
import { useScene, withSignedInPage } from '../support/scene.js';
import { addLongTermLoan, createMember, type SeededMember } from '../support/seed.js';
import { overflowsSideways, pageSettled } from '../support/session.js';

/*
 * docs/decisions/meetings.md, "Minutes": Zawadi, the group's secretary, writes the minutes of
 * today's meeting from its sheet: the agenda, the notes and two resolutions. Wanjiru, a member, opens
 * Meetings on her phone, reads the minutes and downloads their PDF; she never gets the sheet. Then,
 * on a phone, a resolution seconded by its own proposer is refused under that resolution's field.
 */

const today = todayInGroupZone();
const day = formatDate(today);
const SECRETARY = { ...person('Zawadi', 'Njoroge', 'admin'), office: 'secretary' as const };
const AGENDA = ['1. Opening prayer', '2. Savings for the month', '3. A bank account for the group'];
const NOTES = ['Quorum reached at 2:10 pm.', 'The treasurer reported the savings.', 'Closed at 4 pm.'];
const BANK = 'To open a group account with Equity Bank';
const TENT = 'To buy a tent for the meetings';

let wanjiru: SeededMember;
let baraka: SeededMember;
let meetingId: number;
const scene = useScene(
  () => startScene([AMINA, SECRETARY]),
  async () => {
    wanjiru = await createMember(scene.admin, 'Wanjiru', 'Kamau', 5_000);
    baraka = await createMember(scene.admin, 'Baraka', 'Otieno', 5_000);
    // A loan issued on the meeting's day, which the minutes list: with two officials it waits for
    // the second one's approval (docs/decisions/approvals.md), which Zawadi gives.
    await addLongTermLoan(scene.admin, baraka.userId, 20_000, today);
    const zawadi = await ApiClient.signIn(scene.server.url, SECRETARY.email);
    const { approvals } = await zawadi.call<{ approvals: { id: number }[] }>('/approvals?status=pending');
    for (const { id } of approvals) {
      await zawadi.call(`/approvals/${id}/decision`, 'POST', { decision: 'Approve' });
    }
    const opened = await scene.admin.call<{ meeting_id: number }>('/meetings', 'POST', { date: today });
    meetingId = opened.meeting_id;
  },
);

const kes = (amount: number) => `KES ${amount.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
/** The text of a written part (agenda, notes) as the browser lays it out: its line breaks kept. */
// biome-ignore lint/performance/useDomNodeTextContent: the laid-out text, whose line breaks only the CSS keeps.
const written = (minutes: MinutesScreen, part: string) => minutes.part(part).locator('p').innerText();
/** The links of the page on screen that lead to a meeting's sheet (`/meetings/12`). */
const sheetLinks = (page: Page) =>
  page
    .locator('[data-testid="page"]:not([aria-hidden]) a')
    .evaluateAll(
      (links) => links.filter((a) => /^\/meetings\/\d+$/.test(a.getAttribute('href') ?? '')).length,
    );

/** Fills in resolution `n`: its text, proposer and seconder (by name) and the votes. */
async function writeResolution(
  minutes: MinutesScreen,
  n: number,
  text: string,
  by: [string, string],
  votes: [number, number],
) {
  await minutes.field(n, 'Resolution').fill(text);
  await minutes.field(n, 'Proposed by').selectOption({ label: by[0] });
  await minutes.field(n, 'Seconded by').selectOption({ label: by[1] });
  await minutes.field(n, 'Votes for').fill(String(votes[0]));
  await minutes.field(n, 'Votes against').fill(String(votes[1]));
}

describe('a meeting’s minutes', () => {
  it('are written by the secretary from the meeting’s sheet: the agenda, the notes and two resolutions', async () => {
    await withSignedInPage(scene, SECRETARY.email, async ({ page }) => {
      const list = new MeetingsScreen(page);
      const minutes = new MinutesScreen(page);
      await new Shell(page).follow('Meetings', '/meetings');
      await list.sheetOf(day).click();
      const sheet = new MeetingSheetScreen(page);
      await sheet.shown(day);
      await sheet.minutes().click();
      await minutes.shown(day);
      await minutes.part('Agenda').getByText('No agenda recorded.').waitFor();

      await minutes.edit().click();
      await minutes.agenda().fill(AGENDA.join('\n'));
      await minutes.notes().fill(NOTES.join('\n'));
      await minutes.addResolution().click();
      await writeResolution(minutes, 1, BANK, [wanjiru.name, baraka.name], [14, 1]);
      await minutes.addResolution().click();
      await writeResolution(minutes, 2, TENT, [baraka.name, 'Amina Odhiambo'], [5, 9]);
      await minutes.resolution(1).getByText('Carried', { exact: true }).waitFor();
      await minutes.resolution(2).getByText('Not carried', { exact: true }).waitFor();
      await pageSettled(page);
      await screenshotWhole(page, 'minutes-edit-1280');

      await minutes.save().click();
      await minutes.says('Minutes saved.').waitFor();
      expect(await minutes.form().count()).toBe(0);
      expect(await written(minutes, 'Agenda')).toBe(AGENDA.join('\n'));
      expect(await written(minutes, 'Notes')).toBe(NOTES.join('\n'));
      expect(await minutes.resolutions().allInnerTexts()).toEqual([
        expect.stringMatching(
          new RegExp(`^1\\. ${BANK}\\s+Carried[\\s\\S]*Wanjiru Kamau[\\s\\S]*Baraka Otieno`),
        ),
        expect.stringMatching(
          new RegExp(`^2\\. ${TENT}\\s+Not carried[\\s\\S]*Baraka Otieno[\\s\\S]*Amina Odhiambo`),
        ),
      ]);
      await minutes.part('Loans issued').getByText('20,000.00', { exact: true }).waitFor();
      // The money the sheet has received so far, by column, as the sheet itself counts it.
      const { totals } = await scene.admin.call<{
        totals: Record<'saving' | 'long_term' | 'short_term' | 'fines' | 'total', number>;
      }>(`/meetings/${meetingId}`);
      expect(totals.saving).toBeGreaterThan(0);
      expect(await termsOf(minutes.part('Money received').locator('dl > div'))).toEqual({
        Savings: kes(totals.saving),
        'Long-term repayments': kes(totals.long_term),
        'Short-term repayments': kes(totals.short_term),
        'Fines paid': kes(totals.fines),
        Total: kes(totals.total),
      });
      await pageSettled(page);
      await screenshotWhole(page, 'minutes-1280');
    });

    // Saved as the server keeps them: in order, with their votes.
    const saved = await scene.admin.call<{ resolutions: { text: string; carried: boolean }[] }>(
      `/meetings/${meetingId}/minutes`,
    );
    expect(saved.resolutions.map((r) => [r.text, r.carried])).toEqual([
      [BANK, true],
      [TENT, false],
    ]);
  });

  it('are read by a member on a phone, from Meetings, with their PDF and without the sheet', async () => {
    await withSignedInPage(
      scene,
      wanjiru.email,
      async ({ page }) => {
        const shell = new Shell(page);
        await shell.hamburger().click();
        await shell.follow('Meetings', '/meetings');
        const list = new MeetingsScreen(page);
        await list.shown();
        await list.minutesOf(day).waitFor();
        expect(await list.newMeeting().count()).toBe(0);
        expect(await sheetLinks(page)).toBe(0);
        await pageSettled(page);
        expect(await overflowsSideways(page)).toBe(false);
        await screenshotWhole(page, 'minutes-list-member-375');

        await list.minutesOf(day).click();
        const minutes = new MinutesScreen(page);
        await minutes.shown(day);
        await minutes.resolutions().first().getByText(BANK).waitFor();
        expect(await minutes.edit().count()).toBe(0);
        expect(await minutes.sheet().count()).toBe(0);
        expect(await sheetLinks(page)).toBe(0);
        expect(await minutes.register.row('Wanjiru Kamau').count()).toBe(1);
        await pageSettled(page);
        expect(await overflowsSideways(page)).toBe(false);
        await screenshotWhole(page, 'minutes-375');

        const [response, file] = await Promise.all([
          page.waitForResponse((r) =>
            new URL(r.url()).pathname.endsWith(`/meetings/${meetingId}/minutes.pdf`),
          ),
          page.waitForEvent('download'),
          minutes.downloadPdf().click(),
        ]);
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toContain('application/pdf');
        // The file saved is the answer's body: the browser's own copy, read once the download ends.
        const bytes = fs.readFileSync(await file.path());
        expect(bytes.length).toBeGreaterThan(1000);
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(file.suggestedFilename()).toBe(`minutes-${today}-ordinary.pdf`);
      },
      PHONE,
    );
  });

  it('refuse, on a phone, a resolution seconded by its own proposer, under that resolution', async () => {
    const said = 'seconded_by must be someone other than the proposer';
    // The server's rule and the field it names, which the form puts its message under.
    const refused = await scene.admin
      .call(`/meetings/${meetingId}/minutes`, 'PUT', {
        resolutions: [
          {
            text: BANK,
            proposed_by: wanjiru.userId,
            seconded_by: baraka.userId,
            votes_for: 1,
            votes_against: 0,
          },
          {
            text: TENT,
            proposed_by: baraka.userId,
            seconded_by: baraka.userId,
            votes_for: 1,
            votes_against: 0,
          },
        ],
      })
      .then(
        () => 'saved',
        (error: Error) => error.message,
      );
    expect(refused).toContain(`"resolutions.1.seconded_by":"${said}"`);

    await withSignedInPage(
      scene,
      SECRETARY.email,
      async ({ page }) => {
        await page.goto(`/meetings/${meetingId}/minutes`);
        const minutes = new MinutesScreen(page);
        await minutes.shown(day);
        await minutes.edit().click();
        await minutes.field(2, 'Seconded by').selectOption({ label: baraka.name });
        await minutes.save().click();
        const seconder = minutes.field(2, 'Seconded by');
        await minutes
          .resolution(2)
          .getByText('Seconder must be someone other than the proposer', { exact: true })
          .waitFor();
        expect(await seconder.getAttribute('aria-invalid')).toBe('true');
        expect(await minutes.field(1, 'Seconded by').getAttribute('aria-invalid')).toBeNull();
        await seconder.scrollIntoViewIfNeeded();
        await pageSettled(page);
        expect(await overflowsSideways(page)).toBe(false);
        await screenshotWhole(page, 'minutes-edit-375');
      },
      PHONE,
    );
    // Nothing of the refused minutes was written.
    const kept = await scene.admin.call<{ resolutions: { seconded_by: number }[] }>(
      `/meetings/${meetingId}/minutes`,
    );
    expect(kept.resolutions[1]?.seconded_by).not.toBe(baraka.userId);
  });
});
