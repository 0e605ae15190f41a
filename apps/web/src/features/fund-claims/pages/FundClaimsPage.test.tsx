// @vitest-environment happy-dom
import { type Office, roleOfOffice } from '@links/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Tabs as PlainTabs } from '../../../components/ui/Tabs';
import {
  callsTo,
  errorOf,
  fill,
  refusal,
  renderAt,
  sent,
  stubApi,
  tableText,
} from '../../../lib/testing/component';
import {
  CONTRIBUTION_KINDS,
  contributionKind,
  kindsAnswer,
} from '../../../lib/testing/contribution-fixtures';
import { fundClaimOf, fundClaimsPageOf, WELFARE_FUND } from '../../../lib/testing/fixtures';
import { FundClaimsPage } from './FundClaimsPage';

/**
 * The Welfare screen (docs/decisions/fund-claims.md, "The fund's screen"): the fund with what it holds
 * and its claim types over its claims, paged and filtered on the server; a member's own claims, every
 * member's for officials, who pay a claim or reject it with a reason, and for the auditor, who does
 * neither. fund-claims.e2e.ts keeps the journey.
 */

// Headless UI's dialog and tabs do not load in the web project: plain ones stand in.
vi.mock('../../../components/ui/Modal', () => import('../../../lib/testing/plain-modal'));
vi.mock('../../../components/ui/Tabs', async () => {
  const { createElement: h, Fragment } = await import('react');
  const Tabs = ({ tabs, selected = 0, onChange }: Parameters<typeof PlainTabs>[0]) =>
    h(
      Fragment,
      null,
      h(
        'div',
        { role: 'tablist' },
        tabs.map((tab, index) =>
          h(
            'button',
            {
              key: tab.label,
              role: 'tab',
              'aria-selected': index === selected,
              onClick: () => onChange?.(index),
            },
            tab.label,
          ),
        ),
      ),
      h('div', { role: 'tabpanel' }, tabs[selected]?.content),
    );
  return { Tabs };
});

const signInAs = (office: Office) => {
  const user = { users_id: 4, role: roleOfOffice(office), office };
  // biome-ignore lint/suspicious/noDocumentCookie: the test's own page, written as the server would.
  document.cookie = `user=${encodeURIComponent(JSON.stringify(user))}`;
};

/** Waits until the fund's summary (a region named by the fund) says `text`. */
const fundSays = (fund: string, text: string) =>
  waitFor(() => expect(screen.getByRole('region', { name: fund }).textContent).toContain(text));

const KINDS = kindsAnswer([CONTRIBUTION_KINDS[0]!, WELFARE_FUND]);
const paid = fundClaimOf({
  claim_id: 8,
  claim_type: 'Bereavement',
  reason: 'Funeral',
  status: 'Paid',
  paid_on: '2026-03-11',
});

function renderPage(office: Office, answers: Record<string, object> = {}, path = '/fund-claims') {
  stubApi({
    ...answers,
    '/contribution-kinds': KINDS,
    '/fund-claims?': fundClaimsPageOf([fundClaimOf(), paid]),
  });
  signInAs(office);
  renderAt(<FundClaimsPage />, path);
}

describe('the Welfare screen', () => {
  it('shows a member the fund, what it holds, its claim types and their own claims', async () => {
    renderPage('member');
    await fundSays('Welfare fund', 'The Welfare fund holds KES 12,000.00');
    const types = within(screen.getByRole('list', { name: 'Claim types' })).getAllByRole('listitem');
    expect(types.map((type) => type.textContent)).toEqual([
      'Bereavement up to KES 10,000.00',
      'Hospital up to KES 5,000.00',
    ]);
    await screen.findByRole('table', { name: 'Claims' });
    expect(tableText('Claims')).toEqual([
      ['Asked', 'Type', 'Amount', 'Reason', 'From', 'Status'],
      ['10/03/2026', 'Hospital', '3,000.00', 'Hospital bill', 'Cash on hand', 'Requested'],
      ['10/03/2026', 'Bereavement', '3,000.00', 'Funeral', 'Cash on hand', 'PaidPaid 11 Mar 2026'],
    ]);
    expect(screen.getByRole('heading', { name: 'My claims' })).toBeTruthy();
    expect(callsTo('/fund-claims?')[0]).toContain('contribution_kind_id=3');
    expect(screen.queryByRole('button', { name: /Pay|Reject/ })).toBeNull();

    fill(screen.getByLabelText('Status'), 'Paid');
    await waitFor(() => expect(callsTo('/fund-claims?').at(-1)).toContain('status=Paid'));
    fireEvent.click(screen.getByRole('button', { name: 'New claim' }));
    const form = screen.getByRole('form', { name: 'New claim' });
    expect(within(form).queryByLabelText('Member')).toBeNull();
  });

  it('says when the group has no fund, offering no claim', async () => {
    stubApi({ '/contribution-kinds': kindsAnswer([CONTRIBUTION_KINDS[0]!]) });
    signInAs('member');
    renderAt(<FundClaimsPage />, '/fund-claims');
    await screen.findByText('The group has no fund yet.');
    expect(screen.queryByRole('button', { name: 'New claim' })).toBeNull();
    expect(callsTo('/fund-claims')).toEqual([]);
  });

  it('lets an official pay a requested claim, and says what the server did', async () => {
    renderPage('treasurer', {
      '/fund-claims/9/payment': {
        ...fundClaimOf({ status: 'Paid', paid_on: '2026-03-12' }),
        message: 'Claim paid: KES 3,000.00 from the Welfare fund, out of Cash on hand.',
      },
    });
    await screen.findByRole('table', { name: 'Claims' });
    expect(tableText('Claims')[0]?.[0]).toBe('Member');
    fireEvent.click(screen.getByRole('button', { name: "Pay Wanjiru Kamau's claim" }));
    await screen.findByText('Claim paid: KES 3,000.00 from the Welfare fund, out of Cash on hand.');
    expect(sent.map((call) => [call.method, call.url.replace(/^.*\/api\/links/, '')])).toEqual([
      ['POST', '/fund-claims/9/payment'],
    ]);
  });

  it('says a payout was sent for approval', async () => {
    renderPage('chair', {
      '/fund-claims/9/payment': {
        approval_id: 5,
        kind: 'fund_claim',
        status: 'Pending',
        approvals_required: 2,
        approvals: [],
        message: 'Sent for approval (1 of 2 approvals)',
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: "Pay Wanjiru Kamau's claim" }));
    await screen.findByText('Sent for approval (1 of 2 approvals)');
    expect(screen.getByRole('status').textContent).toBe('Sent for approval (1 of 2 approvals)');
  });

  it('shows why a payout was refused', async () => {
    const said = 'The Welfare fund holds KES 2,500.00: a claim may take at most that.';
    renderPage('treasurer', { '/fund-claims/9/payment': refusal(422, said, { amount: said }) });
    fireEvent.click(await screen.findByRole('button', { name: "Pay Wanjiru Kamau's claim" }));
    expect((await screen.findByRole('alert')).textContent).toBe(said);
  });

  it('asks an official why before rejecting a claim, then sends the reason', async () => {
    renderPage('secretary', {
      '/fund-claims/9/rejection': {
        ...fundClaimOf({ status: 'Rejected', rejection_reason: 'Claimed twice' }),
        message: 'Claim rejected; the member is told.',
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: "Reject Wanjiru Kamau's claim" }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject claim' });
    expect(dialog.textContent).toContain('Wanjiru Kamau claimed KES 3,000.00 from the Welfare fund.');
    const reject = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    reject();
    const reason = within(dialog).getByLabelText('Reason');
    expect(await errorOf(reason, 'reason is required')).toBe('reason is required');
    expect(sent).toEqual([]);
    fill(reason, ' Claimed twice ');
    reject();
    await screen.findByText('Claim rejected; the member is told.');
    expect(sent.map((call) => call.body)).toEqual([{ reason: 'Claimed twice' }]);
  });

  it('shows the auditor every member’s claims, with neither a new claim nor a decision', async () => {
    renderPage('auditor');
    await screen.findByRole('table', { name: 'Claims' });
    expect(tableText('Claims')[0]).toEqual(['Member', 'Asked', 'Type', 'Amount', 'Reason', 'From', 'Status']);
    expect(screen.queryByRole('button', { name: /New claim|Pay|Reject/ })).toBeNull();
  });

  it('shows one fund at a time when there are several, the one picked kept in the URL', async () => {
    const burial = contributionKind(6, 'Burial fund', { balance: 800 });
    stubApi({
      '/contribution-kinds': kindsAnswer([burial, WELFARE_FUND]),
      '/fund-claims?': fundClaimsPageOf([]),
    });
    signInAs('member');
    renderAt(<FundClaimsPage />, '/fund-claims?fund=3');
    await fundSays('Welfare fund', 'The Welfare fund holds KES 12,000.00');
    await screen.findByText('No claims on the Welfare fund yet');
    fireEvent.click(screen.getByRole('tab', { name: 'Burial fund' }));
    await fundSays('Burial fund', 'The Burial fund holds KES 800.00');
    screen.getByText('It pays claims of any kind, up to what it holds.');
    await waitFor(() => expect(callsTo('/fund-claims?').at(-1)).toContain('contribution_kind_id=6'));
  });
});
