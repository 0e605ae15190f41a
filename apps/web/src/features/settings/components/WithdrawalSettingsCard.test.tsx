// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { en } from '../../../i18n/catalogue-en';
import { errorOf, fill, renderAt, sent, stubApi } from '../../../lib/testing/component';
import { GROUP_SETTINGS } from '../../../lib/testing/fixtures';
import { WithdrawalSettingsCard } from './WithdrawalSettingsCard';

/**
 * The withdrawal notice (docs/decisions/withdrawals.md, "Notice"), checked on the card: whole days
 * from 0 to 365 by the settings body's own rule, nothing sent while it refuses or nothing changed.
 */
function renderCard() {
  stubApi({ '/settings': { ...GROUP_SETTINGS, withdrawal_notice_days: 7 } });
  renderAt(<WithdrawalSettingsCard settings={GROUP_SETTINGS} />, '/settings');
  return {
    notice: () => screen.getByLabelText('Notice (days)') as HTMLInputElement,
    save: () => fireEvent.click(screen.getByRole('button', { name: 'Save withdrawal settings' })),
  };
}

describe('the withdrawal settings card', () => {
  it('refuses a notice that is not whole days from 0 to 365, sending nothing', async () => {
    const { notice, save } = renderCard();
    expect(notice().value).toBe('0');
    save();
    await screen.findByText(en.settings.nothingChanged);
    const rule = 'Notice must be a whole number of days from 0 to 365';
    for (const typed of ['366', '1.5', '-1', 'a week']) {
      fill(notice(), typed);
      save();
      expect(await errorOf(notice(), rule)).toBe(rule);
    }
    expect(sent).toEqual([]);
  });

  it('sends the new notice', async () => {
    const { notice, save } = renderCard();
    fill(notice(), '7');
    save();
    await screen.findByText(en.settings.saved);
    await waitFor(() => expect(sent.map((call) => call.body)).toEqual([{ withdrawal_notice_days: 7 }]));
  });
});
