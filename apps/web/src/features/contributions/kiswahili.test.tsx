// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sw } from '../../i18n/catalogue-sw';
import { renderAt, stubApi } from '../../lib/testing/component';
import { contributionKind, memberContribution } from '../../lib/testing/contribution-fixtures';
import { inKiswahili, notKiswahili } from '../../lib/testing/kiswahili';
import { MyContributionsCard } from './components/MyContributionsCard';
import { THREE_KINDS } from './test-fixtures';

/**
 * "My contributions" in Kiswahili (docs/decisions/languages.md, "Proving a screen is in Kiswahili"):
 * each kind's kind and what is expected, a month's or a meeting's; the kinds' names are the group's.
 */

afterEach(() => vi.unstubAllGlobals());

const [savings, fee, welfare] = THREE_KINDS;
const levy = contributionKind(5, 'Building levy', {
  kind: 'fee',
  expected_amount: 100,
  expected_every: 'meeting',
});

describe('my contributions in Kiswahili', () => {
  inKiswahili();

  it("says each kind's kind and what is expected in Kiswahili", async () => {
    stubApi({
      '/users/4/contributions': {
        user_id: 4,
        contributions: [
          memberContribution(savings, 12_000),
          memberContribution(fee, 500),
          memberContribution(levy, 0),
          memberContribution(welfare, 1_400.5),
        ],
      },
    });
    renderAt(<MyContributionsCard userId={4} />, '/member');
    expect(await screen.findByRole('region', { name: sw.contributions.mine.title })).toBeTruthy();
    expect(screen.getByText('Ada · Kinachotarajiwa KES 100.00 kwa kila kikao')).toBeTruthy();
    expect(screen.getByText('Mfuko · Kinachotarajiwa KES 200.00 kwa mwezi')).toBeTruthy();
    expect(notKiswahili([fee.name, levy.name, welfare.name])).toEqual([]);
  });
});
