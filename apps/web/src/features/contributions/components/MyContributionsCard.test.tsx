// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../../i18n/catalogue-en';
import { refusal, renderAt, stubApi } from '../../../lib/testing/component';
import { contributionKind, memberContribution } from '../../../lib/testing/contribution-fixtures';
import { useMemberContributions } from '../api/member-contributions';
import { THREE_KINDS } from '../test-fixtures';
import { MyContributionsCard } from './MyContributionsCard';

/**
 * "My contributions" on the member's dashboard (docs/decisions/contribution-kinds.md, "Each member's
 * part"): each kind besides savings with what the member put in and what is expected of each member; no
 * card for a group that collects savings only. contribution-kinds.e2e.ts keeps the journey.
 */

afterEach(() => vi.unstubAllGlobals());

const [savings, fee, welfare] = THREE_KINDS;

/** Says when the member's part is in, so a test knows the card has had its answer. */
function Answered() {
  return useMemberContributions(4).data ? <p>answered</p> : null;
}

function renderCard(answer: object) {
  stubApi({ '/users/4/contributions': answer });
  renderAt(
    <>
      <MyContributionsCard userId={4} />
      <Answered />
    </>,
    '/member',
  );
}

const rows = () =>
  screen
    .getAllByTestId('my-contribution')
    .map((row) => [...row.querySelectorAll('p, span')].map((part) => part.textContent));

describe('my contributions', () => {
  it("lists each kind besides savings with the member's total and what is expected", async () => {
    const levy = contributionKind(5, 'Building levy', { kind: 'fee' });
    renderCard({
      user_id: 4,
      contributions: [
        memberContribution(savings, 12_000),
        memberContribution(fee, 500),
        memberContribution(levy, 0),
        memberContribution(welfare, 1_400.5),
      ],
    });
    const card = await screen.findByRole('region', { name: 'My contributions' });
    expect(within(card).queryByText('Savings')).toBeNull();
    expect(rows()).toEqual([
      ['Registration fee', 'Fee · Expected KES 500.00 a month', 'KES 500.00'],
      ['Building levy', 'Fee', 'KES 0.00'],
      ['Welfare fund', 'Fund · Expected KES 200.00 a month', 'KES 1,400.50'],
    ]);
  });

  it('shows no card when the group collects savings only', async () => {
    renderCard({ user_id: 4, contributions: [memberContribution(savings, 12_000)] });
    await screen.findByText('answered');
    expect(screen.queryByText('My contributions')).toBeNull();
  });

  it('says when the member’s part could not be read', async () => {
    renderCard(refusal(500, ''));
    await screen.findByText(en.contributions.mine.failed);
  });
});
