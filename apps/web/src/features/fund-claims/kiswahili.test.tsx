// @vitest-environment happy-dom
import { type Office, roleOfOffice } from '@links/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Tabs as PlainTabs } from '../../components/ui/Tabs';
import { sw } from '../../i18n/catalogue-sw';
import { listedMember, renderAt, stubApi, tableText } from '../../lib/testing/component';
import { CONTRIBUTION_KINDS, kindsAnswer } from '../../lib/testing/contribution-fixtures';
import { fundClaimOf, fundClaimsPageOf, WELFARE_FUND } from '../../lib/testing/fixtures';
import { inKiswahili, notKiswahili } from '../../lib/testing/kiswahili';
import { FundClaimsPage } from './pages/FundClaimsPage';

/**
 * The Welfare screen in Kiswahili (docs/decisions/languages.md, "Proving a screen is in Kiswahili"):
 * a member's fund, claims and New claim form; an official's list with its filters, Pay and Reject,
 * the New claim form with the member picker, and the rejection's dialog.
 */

// Headless UI's dialog and tabs do not load in the web project: plain ones stand in.
vi.mock('../../components/ui/Modal', () => import('../../lib/testing/plain-modal'));
vi.mock('../../components/ui/Tabs', async () => {
  const { createElement: h } = await import('react');
  const Tabs = ({ tabs, selected = 0 }: Parameters<typeof PlainTabs>[0]) =>
    h('div', { role: 'tabpanel' }, tabs[selected]?.content);
  return { Tabs };
});

/** The group's data: its fund, the fund's claim types, members, money account, what was typed. */
const DATA = [
  'Welfare fund',
  'Bereavement',
  'Hospital',
  'Wanjiru Kamau',
  'Baraka Otieno',
  'Cash on hand',
  'Bili ya hospitali',
  'Mazishi',
  'Ilidaiwa mara mbili',
];

const CLAIMS = fundClaimsPageOf([
  fundClaimOf({ reason: 'Bili ya hospitali', document: 'KNH-4411' }),
  fundClaimOf({
    claim_id: 8,
    claim_type: 'Bereavement',
    reason: 'Mazishi',
    status: 'Paid',
    paid_on: '2026-03-11',
  }),
  fundClaimOf({
    claim_id: 7,
    reason: 'Bili ya hospitali',
    status: 'Rejected',
    rejection_reason: 'Ilidaiwa mara mbili',
  }),
]);

function renderAs(office: Office) {
  stubApi({
    '/contribution-kinds': kindsAnswer([CONTRIBUTION_KINDS[0]!, WELFARE_FUND]),
    '/fund-claims?': CLAIMS,
    '/get-users': {
      users: [listedMember(4, 'Wanjiru', 'Kamau'), listedMember(5, 'Baraka', 'Otieno')],
      pagination: { page: 1, per_page: 20, total: 2, pages: 1 },
    },
  });
  // biome-ignore lint/suspicious/noDocumentCookie: the test's own page, written as the server would.
  document.cookie = `user=${encodeURIComponent(JSON.stringify({ users_id: 4, role: roleOfOffice(office), office }))}`;
  renderAt(<FundClaimsPage />, '/fund-claims');
}

describe('the Welfare screen in Kiswahili', () => {
  inKiswahili();

  it('shows a member the fund, their claims and the New claim form in Kiswahili', async () => {
    renderAs('member');
    await screen.findByRole('table', { name: sw.fundClaims.list.claims });
    expect(screen.getByRole('region', { name: 'Welfare fund' }).textContent).toContain(
      'Salio la Welfare fund: KES 12,000.00',
    );
    expect(tableText(sw.fundClaims.list.claims)[2]).toEqual([
      '10/03/2026',
      'Bereavement',
      '3,000.00',
      'Mazishi',
      'Cash on hand',
      'LimelipwaLililipwa 11 Mac 2026',
    ]);
    fireEvent.click(screen.getByRole('button', { name: sw.fundClaims.newClaim }));
    const form = screen.getByRole('form', { name: sw.fundClaims.form.label });
    expect(
      within(form).getByText('Salio la Welfare fund ni KES 12,000.00: dai haliwezi kuzidi kiasi hicho.'),
    ).toBeTruthy();
    expect(notKiswahili(DATA)).toEqual([]);
  });

  it('shows an official every claim with its filters, Pay and Reject, and the forms, in Kiswahili', async () => {
    renderAs('treasurer');
    await screen.findByRole('table', { name: sw.fundClaims.list.claims });
    expect(screen.getByRole('form', { name: sw.fundClaims.list.filterLabel })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lipa dai la Wanjiru Kamau' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: sw.fundClaims.newClaim }));
    expect(screen.getByLabelText(sw.fundClaims.form.member)).toBeTruthy();
    expect(notKiswahili(DATA)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Kataa dai la Wanjiru Kamau' }));
    const dialog = await screen.findByRole('dialog', { name: sw.fundClaims.reject.title });
    expect(dialog.textContent).toContain(
      'Wanjiru Kamau alidai KES 3,000.00 kutoka Welfare fund. Hakuna pesa zinazotoka; ataambiwa sababu yako.',
    );
    expect(notKiswahili(DATA)).toEqual([]);
  });
});
