// @vitest-environment happy-dom
import type { FineView } from '@links/domain';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sw } from '../../i18n/catalogue-sw';
import { renderAt, stubApi, tableText } from '../../lib/testing/component';
import { inKiswahili, notKiswahili } from '../../lib/testing/kiswahili';
import { FinesSection } from './components/FinesSection';

/**
 * The fines in Kiswahili (docs/decisions/languages.md, "Proving a screen is in Kiswahili"): the Fines
 * section of the Arrears screen with its filter, each fine's cause and status, and the waiver's dialog.
 */

// Headless UI's dialog does not load in the web project: a plain one stands in.
vi.mock('../../components/ui/Modal', () => import('../../lib/testing/plain-modal'));

afterEach(() => vi.unstubAllGlobals());

const DATA = ['Wanjiru Kamau', 'Baraka Otieno', 'Alikuwa mgonjwa'];

const fine = (patch: Partial<FineView>): FineView => ({
  id: 5,
  user_id: 4,
  firstname: 'Wanjiru',
  lastname: 'Kamau',
  loan_id: 3,
  kind: 'late_installment',
  period: '2',
  charged_on: '2026-03-02',
  amount: 500,
  paid: 100,
  waived: 0,
  status: 'Owed',
  waive_reason: null,
  ...patch,
});

const FINES = {
  fines: [
    fine({}),
    fine({
      id: 6,
      user_id: 5,
      firstname: 'Baraka',
      lastname: 'Otieno',
      loan_id: null,
      kind: 'missed_contribution',
      period: '2026-03',
      paid: 500,
      status: 'Paid',
    }),
    fine({
      id: 7,
      loan_id: null,
      kind: 'attendance',
      period: 'absent:2026-12-05',
      waived: 500,
      status: 'Waived',
      waive_reason: 'Alikuwa mgonjwa',
    }),
  ],
  pagination: { page: 1, per_page: 10, total: 3, pages: 1 },
};

describe('the fines in Kiswahili', () => {
  inKiswahili();

  it("lists the members' fines, and asks why before waiving one", async () => {
    stubApi({ '/fines': FINES });
    renderAt(<FinesSection />, '/arrears?fines=all');
    await screen.findByRole('table', { name: sw.fines.table });
    expect(tableText(sw.fines.table).map((row) => row.slice(1, 3))).toEqual([
      [sw.fines.columns.for, sw.fines.columns.charged],
      ['Mkopo #3, umechelewa miezi 2', '02/03/2026'],
      ['Michango ya Mac 2026', '02/03/2026'],
      ['Kutohudhuria mkutano wa 5 Des 2026', '02/03/2026'],
    ]);
    expect(screen.getByRole('heading', { name: sw.fines.title })).toBeTruthy();
    expect(notKiswahili(DATA)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Samehe faini ya Wanjiru Kamau ya 2 Mac 2026' }));
    const dialog = await screen.findByRole('dialog', { name: sw.fines.dialog.title });
    expect(dialog.textContent).toContain(
      'Hii inasamehe KES 400.00 ambazo bado zinadaiwa kwenye faini ya Wanjiru Kamau (Mkopo #3, umechelewa miezi 2).',
    );
    expect(notKiswahili(DATA)).toEqual([]);
  });
});
