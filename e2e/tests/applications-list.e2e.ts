import { describe, expect } from 'vitest';
import { searchedList } from '../pages/ListFilters.js';
import { startAdminScene } from '../support/admin-scene.js';
import { ApiClient } from '../support/api.js';
import { screenshot } from '../support/browser.js';
import { urlQuery } from '../support/downloads.js';
import { signedInTest, useScene } from '../support/scene.js';
import { createMember } from '../support/seed.js';

/**
 * docs/decisions/lists.md, "Loans, loan payments, payments and the audit trail";
 * docs/decisions/lending.md, "Applications": the admin's queue of loan applications searches by member and
 * filters by status on the server, and keeps both in the URL. Wanjiru Kamau and Baraka Otieno each apply for
 * a short-term loan, as does Chebet Kamau, whose application the admin rejects.
 */
const scene = useScene(startAdminScene, async ({ admin, server }) => {
  for (const [firstname, lastname, amount] of [
    ['Wanjiru', 'Kamau', 1000],
    ['Baraka', 'Otieno', 2000],
    ['Chebet', 'Kamau', 3000],
  ] as const) {
    const member = await createMember(admin, firstname, lastname, 10_000);
    const client = await ApiClient.signIn(server.url, member.email);
    const applied = await client.call<{ application_id: number }>('/loan-applications', 'POST', {
      kind: 'short_term',
      amount,
      purpose: 'School fees',
    });
    if (firstname === 'Chebet') {
      await admin.call(`/loan-applications/${applied.application_id}`, 'PATCH', {
        decision: 'Rejected',
        reason: 'Too soon',
      });
    }
  }
});
const asAdmin = signedInTest(scene);

describe('the loan applications queue', () => {
  asAdmin('searches by member and filters by status, kept in the URL over a reload', async ({ page }) => {
    const { table, filters } = searchedList(page, 'Loan applications', 'Filter applications');
    await page.goto('/loan-applications');
    await table.row('Wanjiru Kamau').waitFor();
    // Pending first: the rejected application is not in the queue until asked for.
    expect((await table.column('Member')).sort()).toEqual(['Baraka Otieno', 'Wanjiru Kamau']);

    await filters.searchFor('kamau');
    await table.row('Baraka Otieno').waitFor({ state: 'detached' });
    expect(urlQuery(page).get('q')).toBe('kamau');
    expect(await table.column('Member')).toEqual(['Wanjiru Kamau']);

    await filters.picker('Status').selectOption('Rejected');
    await table.row('Chebet Kamau').waitFor();
    expect(urlQuery(page).get('status')).toBe('Rejected');
    expect(urlQuery(page).get('q')).toBe('kamau');
    expect(await table.column('Member')).toEqual(['Chebet Kamau']);
    expect(await table.column('Status')).toEqual(['Rejected']);

    await page.reload();
    await table.row('Chebet Kamau').waitFor();
    expect(await table.column('Member')).toEqual(['Chebet Kamau']);
    expect(await filters.search().inputValue()).toBe('kamau');
    expect(await filters.picker('Status').inputValue()).toBe('Rejected');
    await screenshot(page, 'loan-applications-filtered-1280');
  });
});
