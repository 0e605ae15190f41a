// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EmptyState } from '../components/ui/EmptyState';
import { Pager } from '../components/ui/Table';
import { sw } from '../i18n/catalogue-sw';
import { offerUpdate } from '../lib/offline';
import { inKiswahili, notKiswahili } from '../lib/testing/kiswahili';
import { OfflineBanner } from '../pwa/OfflineBanner';
import { UpdateBanner } from '../pwa/UpdateBanner';
import { LostCodeMessage, OfflineCodeMessage } from './LostCodeBoundary';
import { NotFoundPage } from './NotFoundPage';

/**
 * The shell's own words in Kiswahili (docs/decisions/languages.md, "Proving a screen is in
 * Kiswahili"): the not-found page, the table's pager and empty state, the offline and update
 * notices, and what a screen whose code did not arrive says, whose words come once the catalogues
 * have (they are not in the first load).
 */

describe('the shell in Kiswahili', () => {
  inKiswahili();

  it('says the page is not found, and pages a table, in Kiswahili', () => {
    render(
      <MemoryRouter>
        <NotFoundPage />
        <EmptyState />
        <Pager page={1} pages={3} onChange={() => undefined} label="Wanachama" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: sw.common.app.notFound })).toBeTruthy();
    expect(screen.getByText(sw.common.table.noData)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Kurasa za Wanachama' }).textContent).toContain(
      'Ukurasa 1 kati ya 3',
    );
    expect(notKiswahili()).toEqual([]);
  });

  it('tells of an update, of being offline and of a screen that did not load, in Kiswahili', async () => {
    render(
      <>
        <UpdateBanner />
        <OfflineBanner />
        <LostCodeMessage onReload={() => undefined} />
        <OfflineCodeMessage onRetry={() => undefined} />
      </>,
    );
    act(() => offerUpdate(() => undefined));
    await act(async () => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByText(sw.offline.updateAvailable)).toBeTruthy();
    expect(screen.getByText(sw.offline.couldNotLoad)).toBeTruthy();
    expect(screen.getByTestId('offline-banner').textContent).toBe(sw.offline.offline);
    expect(notKiswahili()).toEqual([]);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
  });
});
