import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { ListFiltersPanel } from '../pages/ListFilters.js';
import { startAdminScene } from '../support/admin-scene.js';
import { ApiClient } from '../support/api.js';
import { screenshot } from '../support/browser.js';
import { downloaded, urlQuery } from '../support/downloads.js';
import { signedInTest, useScene } from '../support/scene.js';
import { createMember } from '../support/seed.js';

/**
 * docs/decisions/lists.md, "Kept list answers": a member's own loan applications filter and order on the
 * server, kept in the URL, and download as filtered. Wanjiru Kamau applied for KES 1,000 (rejected), then for
 * KES 2,000 (pending).
 */
const applied: number[] = [];
let wanjiruEmail = '';
const scene = useScene(startAdminScene, async ({ admin, server }) => {
  const wanjiru = await createMember(admin, 'Wanjiru', 'Kamau', 10_000);
  wanjiruEmail = wanjiru.email;
  const client = await ApiClient.signIn(server.url, wanjiru.email);
  const apply = async (amount: number) =>
    (
      await client.call<{ application_id: number }>('/loan-applications', 'POST', {
        kind: 'short_term',
        amount,
        purpose: 'School fees',
      })
    ).application_id;
  applied.push(await apply(1_000));
  await admin.call(`/loan-applications/${applied[0]}`, 'PATCH', { decision: 'Rejected', reason: 'Too soon' });
  applied.push(await apply(2_000));
});
const asWanjiru = signedInTest(scene, () => wanjiruEmail);

const titles = async (page: Page) =>
  page.getByRole('heading', { name: /^Application #\d+$/ }).allTextContents();

describe("a member's own loan applications", () => {
  asWanjiru(
    'filter by status and order, kept in the URL over a reload, and download as filtered',
    async ({ page }) => {
      const [rejected, pending] = applied as [number, number];
      const filters = new ListFiltersPanel(page, 'Filter my applications');
      await page.goto('/my-applications');
      await page.getByRole('heading', { name: `Application #${pending}` }).waitFor();
      expect(await titles(page)).toEqual([`Application #${pending}`, `Application #${rejected}`]);

      await filters.picker('Status').selectOption('Rejected');
      await page.getByRole('heading', { name: `Application #${pending}` }).waitFor({ state: 'detached' });
      expect(urlQuery(page).get('status')).toBe('Rejected');
      expect(await titles(page)).toEqual([`Application #${rejected}`]);
      await expect.poll(() => page.getByText('No application matches these filters.').count()).toBe(1);

      const file = await downloaded(page, filters.download());
      expect(file.name).toBe('my-loan-applications.csv');
      expect(file.lines).toHaveLength(2);
      expect(file.lines[1]).toContain('Rejected');

      await page.reload();
      await page.getByRole('heading', { name: `Application #${rejected}` }).waitFor();
      expect(await filters.picker('Status').inputValue()).toBe('Rejected');
      expect(await titles(page)).toEqual([`Application #${rejected}`]);

      await filters.picker('Status').selectOption('');
      await filters.order().selectOption('amount');
      await expect.poll(() => titles(page)).toEqual([`Application #${rejected}`, `Application #${pending}`]);
      expect(urlQuery(page).get('sort')).toBe('amount');
      await screenshot(page, 'my-applications-ordered-1280');
    },
  );

  asWanjiru.onPhone('folds the filters away on a phone and still filters', async ({ page }) => {
    const filters = new ListFiltersPanel(page, 'Filter my applications');
    await page.goto('/my-applications?status=Pending');
    await page.getByRole('heading', { name: `Application #${applied[1]}` }).waitFor();
    expect(await titles(page)).toEqual([`Application #${applied[1]}`]);
    await filters.searchFor('nobody');
    await expect.poll(() => page.getByText('No application matches these filters.').count()).toBe(2);
    await screenshot(page, 'my-applications-none-375');
  });
});
