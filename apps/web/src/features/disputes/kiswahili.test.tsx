// @vitest-environment happy-dom
import type { DisputeView } from '@links/domain';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sw } from '../../i18n/catalogue-sw';
import { renderAt, stubApi, tableText } from '../../lib/testing/component';
import { inKiswahili, notKiswahili } from '../../lib/testing/kiswahili';
import { DisputeLine } from './components/DisputeLine';
import { DisputesPage } from './pages/DisputesPage';
import { disputeView } from './test-fixtures';

/**
 * The disputes in Kiswahili (docs/decisions/languages.md, "Proving a screen is in Kiswahili"): the
 * officials' list with its filters and the answer's dialog, and a statement line's "This is wrong"
 * with its dialog. The lines' descriptions are the server's words for the record.
 */

// Headless UI's dialog does not load in the web project: a plain one stands in.
vi.mock('../../components/ui/Modal', () => import('../../lib/testing/plain-modal'));

afterEach(() => vi.unstubAllGlobals());

const LINE = 'Saving, transaction TRN-9';
const DATA = ['Wanjiru Kamau', 'Baraka Otieno', LINE, 'Nililipa 2,000 kwa M-Pesa.', 'Haikupokelewa.'];

const dispute = (patch: Partial<DisputeView>): DisputeView =>
  disputeView({ line_description: LINE, reason: 'Nililipa 2,000 kwa M-Pesa.', ...patch });

const DISPUTES = {
  disputes: [
    dispute({}),
    dispute({
      dispute_id: 8,
      firstname: 'Baraka',
      lastname: 'Otieno',
      status: 'Rejected',
      answer: 'Haikupokelewa.',
    }),
  ],
  pagination: { page: 1, per_page: 20, total: 2, pages: 1 },
};

describe('the disputes in Kiswahili', () => {
  inKiswahili();

  it('lists the disputes, and asks an official for the answer, in Kiswahili', async () => {
    stubApi({ '/disputes': DISPUTES });
    renderAt(<DisputesPage />, '/disputes?status=all');
    await screen.findByRole('table', { name: sw.disputes.table });
    expect(tableText(sw.disputes.table).map((row) => row.at(-2))).toEqual([
      sw.disputes.columns.status,
      'Halijajibiwa',
      'LimekataliwaHaikupokelewa.',
    ]);
    expect(screen.getByRole('heading', { name: sw.disputes.title })).toBeTruthy();
    expect(notKiswahili(DATA)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Tatua lalamiko la Wanjiru Kamau' }));
    const dialog = await screen.findByRole('dialog', { name: sw.disputes.answerDialog.resolveTitle });
    expect(dialog.textContent).toContain(`Wanjiru Kamau anasema “${LINE}” ya 2 Mac 2026 si sahihi`);
    expect(screen.getByLabelText(sw.disputes.answerDialog.answer)).toBeTruthy();
    expect(notKiswahili(DATA)).toEqual([]);
  });

  it("says a statement line's dispute, and asks the member what is wrong, in Kiswahili", async () => {
    stubApi({});
    const line = { entry_id: 31, date: '2026-03-02', description: LINE, amount: 1500 };
    renderAt(
      <>
        <DisputeLine line={{ ...line, dispute: null }} own />
        <DisputeLine line={{ ...line, entry_id: 32, dispute: { dispute_id: 8, status: 'Resolved' } }} own />
      </>,
      '/statement',
    );
    expect(screen.getByText(sw.disputes.line.Resolved)).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: `Hii si sahihi: ${LINE}, 2 Mac 2026` })[0]!);
    await screen.findByRole('dialog', { name: sw.disputes.line.thisIsWrong });
    expect(screen.getByRole('button', { name: sw.disputes.line.send })).toBeTruthy();
    expect(notKiswahili(DATA)).toEqual([]);
  });
});
