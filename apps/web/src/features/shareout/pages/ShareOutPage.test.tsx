// @vitest-environment happy-dom
import { addDaysIso, todayInGroupZone } from '@links/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorOf, fill, refusal, renderAt, sent, stubApi } from '../../../lib/testing/component';
import { ShareOutPage } from './ShareOutPage';

/**
 * The share-out terms' refusals (docs/share-out.md), checked on the component: the period's days
 * required, in order and ended, a method, a withholding rate of 0 to 100 percent with two decimals,
 * nothing sent while they refuse, the terms sent with the rate as a fraction, and the server's
 * refusal on screen. share-out.e2e.ts keeps the journeys (docs/testing.md, "Component tests and
 * browser tests").
 */

// Headless UI's dialog does not load in the web project: a plain one stands in.
vi.mock('../../../components/ui/Modal', () => import('../../../lib/testing/plain-modal'));

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const NO_SHARE_OUTS = { share_outs: [], pagination: { page: 1, per_page: 10, total: 0, pages: 0 } };

function renderPage(preview: object) {
  stubApi({ '/share-outs/preview': preview, '/share-outs': NO_SHARE_OUTS });
  renderAt(<ShareOutPage />, '/share-out');
  return () => fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
}

const refused = async (label: string, message: string) =>
  expect(await errorOf(field(label), message)).toBe(message);

describe('the share-out terms', () => {
  it('start at last year, and refuse each term by the rules, sending nothing', async () => {
    const today = todayInGroupZone();
    const year = Number(today.slice(0, 4)) - 1;
    const preview = renderPage(refusal(500, ''));
    expect(field('From').value).toBe(`${year}-01-01`);
    expect(field('To').value).toBe(`${year}-12-31`);
    expect(field('To').getAttribute('max')).toBe(today);
    expect(field('Withholding tax (%)').value).toBe('0');
    fill(field('From'), '');
    fill(field('To'), addDaysIso(today, 1));
    fill(field('Method'), '');
    fill(field('Withholding tax (%)'), '150');
    preview();
    await refused('From', 'From is required');
    await refused('To', 'The period must have ended: To cannot be in the future');
    await refused('Method', 'Method is required');
    const percent = 'Withholding tax must be a percent from 0 to 100 with at most two decimals';
    await refused('Withholding tax (%)', percent);
    fill(field('From'), `${year}-06-01`);
    fill(field('To'), `${year}-05-31`);
    fill(field('Method'), 'proportional');
    fill(field('Withholding tax (%)'), '5.125');
    preview();
    await refused('From', 'From must not be after To');
    await refused('Withholding tax (%)', percent);
    fill(field('Withholding tax (%)'), ' ');
    preview();
    await refused('Withholding tax (%)', 'Withholding tax is required');
    expect(sent).toEqual([]);
  });

  it("sends the terms with the rate as a fraction, and shows the server's refusal", async () => {
    const year = Number(todayInGroupZone().slice(0, 4)) - 1;
    const preview = renderPage(refusal(409, 'Nothing to share: the period made no surplus'));
    fill(field('Method'), 'time_weighted');
    fill(field('Withholding tax (%)'), '5');
    preview();
    await screen.findByText('Nothing to share: the period made no surplus');
    await waitFor(() =>
      expect(sent.map((call) => call.body)).toEqual([
        { from: `${year}-01-01`, to: `${year}-12-31`, method: 'time_weighted', withholding_rate: 0.05 },
      ]),
    );
  });
});
