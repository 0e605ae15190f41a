// @vitest-environment happy-dom
import { DARAJA_FIELDS, type DarajaStatus } from '@links/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sw } from '../../i18n/catalogue-sw';
import { renderAt, stubApi, tableText } from '../../lib/testing/component';
import { kindsAnswer } from '../../lib/testing/contribution-fixtures';
import { GROUP_SETTINGS, MONEY_ACCOUNTS } from '../../lib/testing/fixtures';
import { inKiswahili, notKiswahili } from '../../lib/testing/kiswahili';
import { SettingsPage } from './pages/SettingsPage';

/**
 * The settings screen in Kiswahili (docs/decisions/languages.md, "Proving a screen is in Kiswahili"):
 * every card with its fields, choices and hints, the Daraja credentials, the contribution kinds and the
 * dialog that edits one, the channels and the backups. The group's accounts, kinds, addresses and files
 * are data.
 */

// Headless UI's dialog does not load in the web project: a plain one stands in.
vi.mock('../../components/ui/Modal', () => import('../../lib/testing/plain-modal'));

const DATA = [
  'Cash on hand',
  'M-Pesa Paybill',
  'Savings',
  'Registration fee',
  'Welfare fund',
  'https://sandbox.safaricom.co.ke',
  'Umoja <no-reply@umoja.example>',
  'UMOJA',
  'links-backup-2026-11-27.tar.gz',
];

const SETTINGS = {
  ...GROUP_SETTINGS,
  mpesa_shortcode: '600123',
  mpesa_account_id: 7,
  c2b_token_set: true,
  late_fine_kind: 'percent',
  late_fine_rate: 0.05,
  late_fine_amount: 100,
  missed_contribution_fine: 50,
  absence_fine_amount: 200,
};

const DARAJA: DarajaStatus = {
  saved: Object.fromEntries(
    DARAJA_FIELDS.map((field) => [field, field !== 'daraja_b2c_shortcode']),
  ) as DarajaStatus['saved'],
  can_store: false,
  base_url: 'https://sandbox.safaricom.co.ke',
  updated_at: '2026-11-27T08:05:00.000Z',
};

const answers = {
  '/settings/daraja': DARAJA,
  '/settings/channels': {
    email: { configured: true, from: 'Umoja <no-reply@umoja.example>' },
    sms: { configured: true, sender_id: 'UMOJA' },
  },
  '/settings': SETTINGS,
  '/books/accounts': MONEY_ACCOUNTS,
  '/contribution-kinds': kindsAnswer(),
  '/admin/backups/latest': {
    latest: {
      file: 'links-backup-2026-11-27.tar.gz',
      created_at: '2026-11-27T00:30:00.000Z',
      size: 2_400_000,
    },
    count: 7,
  },
};

describe('the settings screen in Kiswahili', () => {
  inKiswahili();

  it('shows every card, its fields, choices and hints in Kiswahili', async () => {
    stubApi(answers);
    renderAt(<SettingsPage />, '/settings');
    await screen.findByRole('form', { name: sw.settings.fines.label });
    await screen.findByRole('table', { name: sw.settings.kinds.table });
    await screen.findByTestId('daraja-status');
    await screen.findByTestId('channels');
    await screen.findByText('links-backup-2026-11-27.tar.gz');
    await screen.findAllByRole('option', { name: 'M-Pesa Paybill' });
    expect(screen.getByRole('heading', { name: sw.settings.title })).toBeTruthy();
    expect(tableText(sw.settings.kinds.table)[0]).toEqual([
      'Jina',
      'Aina',
      'Kinachotarajiwa',
      'Akaunti',
      'Salio',
      'Hali',
      'Vitendo',
    ]);
    expect(screen.getByText(sw.settings.daraja.noSecretKey)).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Viongozi 2' })).toBeTruthy();
    expect(notKiswahili(DATA)).toEqual([]);
  });

  it('asks before replacing the callback URLs, and edits a contribution kind in Kiswahili', async () => {
    stubApi(answers);
    renderAt(<SettingsPage />, '/settings');
    fireEvent.click(await screen.findByRole('button', { name: sw.settings.callback.rotate }));
    expect(screen.getByRole('button', { name: sw.settings.callback.replace })).toBeTruthy();

    const kinds = await screen.findByRole('table', { name: sw.settings.kinds.table });
    fireEvent.click(within(kinds).getByRole('button', { name: 'Hariri Welfare fund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hariri Welfare fund' });
    expect(within(dialog).getByRole('button', { name: sw.settings.kinds.editDialog.close })).toBeTruthy();
    expect(notKiswahili(DATA)).toEqual([]);
  });
});
