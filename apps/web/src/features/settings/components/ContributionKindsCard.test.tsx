// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../../i18n/catalogue-en';
import {
  type Answering,
  errorOf,
  fill,
  refusal,
  renderAt,
  sent,
  stubApi,
  tableText,
} from '../../../lib/testing/component';
import { contributionKind, kindsAnswer } from '../../../lib/testing/contribution-fixtures';
import { ContributionKindsCard } from './ContributionKindsCard';

// Headless UI's dialog does not load in the web project: a plain one stands in.
vi.mock('../../../components/ui/Modal', () => import('../../../lib/testing/plain-modal'));

afterEach(() => vi.unstubAllGlobals());

/**
 * The Contribution kinds card (docs/decisions/contribution-kinds.md, "The kinds"), checked on the
 * component: the kinds listed with what is expected, their account and balance; a new kind sent as the
 * server's body reads it, refused by its rules with nothing sent, and a name already taken said under the
 * name; a kind's Edit sending only what changed, closing and reopening it; savings with neither an expected
 * amount nor a close. The journey is contribution-kinds.e2e.ts's (docs/testing.md, "Component tests and
 * browser tests").
 */

const TAKEN = 'There is already a contribution kind called Welfare fund.';
const nameTaken = () =>
  Response.json({ message: TAKEN, detail: TAKEN, code: 'CONTRIBUTION_KIND_EXISTS' }, { status: 409 });
const saved = (name: string) => ({ contribution_kind: contributionKind(9, name), message: `${name} saved.` });

/** Renders the card with the list, and `change` answering the POST or PATCH of a kind. */
function renderCard(change: Answering | object = saved('Welfare fund')) {
  const answer: Answering = (call) => (typeof change === 'function' ? (change as Answering)(call) : change);
  stubApi({ '/contribution-kinds': (call) => (call.method === 'GET' ? kindsAnswer() : answer(call)) });
  renderAt(<ContributionKindsCard />, '/settings');
  const form = () => screen.getByRole('form', { name: 'Add a contribution kind' });
  const inForm = (label: string) => within(form()).getByLabelText(label) as HTMLInputElement;
  const dialog = () => screen.getByRole('dialog');
  const inDialog = (label: string) => within(dialog()).getByLabelText(label) as HTMLInputElement;
  return {
    name: () => inForm('Name'),
    kind: () => inForm('Kind'),
    amount: () => inForm('Expected amount (optional)'),
    every: () => inForm('How often'),
    add: () => fireEvent.click(within(form()).getByRole('button', { name: 'Add kind' })),
    edit: async (kind: string) => {
      fireEvent.click(await screen.findByRole('button', { name: `Edit ${kind}` }));
      return dialog();
    },
    dialog,
    inDialog,
    press: (name: string) => fireEvent.click(within(dialog()).getByRole('button', { name })),
  };
}

describe('the contribution kinds card', () => {
  it('lists each kind with what is expected, its account, balance and whether it takes money', async () => {
    renderCard();
    await screen.findByRole('table', { name: 'Contribution kinds' });
    expect(tableText('Contribution kinds')).toEqual([
      ['Name', 'Kind', 'Expected', 'Account', 'Balance', 'Status', 'Actions'],
      ['Savings', 'Savings', '—', '2000', '125,000.00', 'Active', 'Edit Savings'],
      [
        'Registration fee',
        'Fee',
        'KES 500.00 a month',
        '4301',
        '1,500.00',
        'Closed',
        'Edit Registration fee',
      ],
      ['Welfare fund', 'Fund', 'KES 200.00 a month', '2201', '2,400.50', 'Active', 'Edit Welfare fund'],
    ]);
  });

  it('adds a kind with what each member brings every meeting, and one that expects nothing', async () => {
    const card = renderCard({
      contribution_kind: contributionKind(4, 'Building levy'),
      message: 'Building levy added.',
    });
    fill(card.name(), '  Building levy ');
    fill(card.kind(), 'fee');
    fill(card.amount(), '300');
    fill(card.every(), 'meeting');
    card.add();
    await screen.findByText('Building levy added.');
    await waitFor(() => expect(card.name().value).toBe(''));
    fill(card.name(), 'Burial fund');
    fill(card.kind(), 'fund');
    card.add();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((call) => [call.method, call.url, call.body])).toEqual([
      [
        'POST',
        '/api/links/contribution-kinds',
        { name: 'Building levy', kind: 'fee', expected_amount: 300, expected_every: 'meeting' },
      ],
      ['POST', '/api/links/contribution-kinds', { name: 'Burial fund', kind: 'fund' }],
    ]);
  });

  it('refuses a kind without a name or a kind, or an amount of three decimals, sending nothing', async () => {
    const card = renderCard();
    card.add();
    expect(await errorOf(card.name(), 'Name is required')).toBe('Name is required');
    const kind = 'Choose a kind: savings, fund or fee';
    expect(await errorOf(card.kind(), kind)).toBe(kind);
    fill(card.name(), 'Welfare');
    fill(card.kind(), 'fund');
    fill(card.amount(), '10.555');
    card.add();
    const decimals = 'Expected amount must have at most two decimals';
    expect(await errorOf(card.amount(), decimals)).toBe(decimals);
    expect(sent).toEqual([]);
  });

  it('says under the name that another kind has it, and a refused field under that field', async () => {
    const said = 'expected_amount must not exceed 1,000,000,000 KES';
    let refused = 0;
    const card = renderCard(() =>
      refused++ === 0 ? nameTaken() : refusal(422, said, { expected_amount: said }),
    );
    fill(card.name(), 'welfare FUND');
    fill(card.kind(), 'fund');
    card.add();
    expect(await errorOf(card.name(), TAKEN)).toBe(TAKEN);
    // Said under the name, not again above the form.
    expect(screen.queryByRole('alert')).toBeNull();
    fill(card.name(), 'Levy');
    fill(card.amount(), '100');
    card.add();
    const shown = 'Expected amount must not exceed 1,000,000,000 KES';
    expect(await errorOf(card.amount(), shown)).toBe(shown);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(said));
  });

  it('renames a kind and changes what it expects, sending only what changed', async () => {
    const card = renderCard(saved('Welfare'));
    await card.edit('Welfare fund');
    expect([card.inDialog('Name').value, card.inDialog('Expected amount (optional)').value]).toEqual([
      'Welfare fund',
      '200',
    ]);
    card.press('Save kind');
    await within(card.dialog()).findByText(en.settings.nothingChanged);
    fill(card.inDialog('Name'), 'Welfare');
    fill(card.inDialog('How often'), 'meeting');
    card.press('Save kind');
    await screen.findByText('Welfare saved.');
    expect(screen.queryByRole('dialog')).toBeNull();
    await card.edit('Welfare fund');
    fill(card.inDialog('Expected amount (optional)'), '');
    card.press('Save kind');
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((call) => [call.method, call.url, call.body])).toEqual([
      ['PATCH', '/api/links/contribution-kinds/2', { name: 'Welfare', expected_every: 'meeting' }],
      ['PATCH', '/api/links/contribution-kinds/2', { expected_amount: null }],
    ]);
  });

  it('says under the name when a rename takes another kind’s name', async () => {
    const card = renderCard(() => nameTaken());
    await card.edit('Registration fee');
    fill(card.inDialog('Name'), 'Welfare fund');
    card.press('Save kind');
    expect(await errorOf(card.inDialog('Name'), TAKEN)).toBe(TAKEN);
    expect(sent.map((call) => call.body)).toEqual([{ name: 'Welfare fund' }]);
  });

  it('closes an open kind and reopens a closed one', async () => {
    const card = renderCard(saved('Welfare fund'));
    await card.edit('Welfare fund');
    expect(within(card.dialog()).queryByRole('button', { name: 'Reopen kind' })).toBeNull();
    card.press('Close kind');
    await screen.findByText('Welfare fund saved.');
    await card.edit('Registration fee');
    card.press('Reopen kind');
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((call) => [call.url, call.body])).toEqual([
      ['/api/links/contribution-kinds/2', { active: false }],
      ['/api/links/contribution-kinds/3', { active: true }],
    ]);
  });

  it('offers savings a new name only: no expected amount, and no close', async () => {
    const card = renderCard(saved('Shares'));
    await card.edit('Savings');
    expect(within(card.dialog()).queryByLabelText('Expected amount (optional)')).toBeNull();
    expect(within(card.dialog()).queryByRole('button', { name: 'Close kind' })).toBeNull();
    fill(card.inDialog('Name'), 'Shares');
    card.press('Save kind');
    await screen.findByText('Shares saved.');
    expect(sent.map((call) => call.body)).toEqual([{ name: 'Shares' }]);
  });
});
