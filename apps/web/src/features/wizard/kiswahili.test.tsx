// @vitest-environment happy-dom
import { todayInGroupZone } from '@links/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fill, renderAt, stubApi } from '../../lib/testing/component';
import { GROUP_SETTINGS, MONEY_ACCOUNTS } from '../../lib/testing/fixtures';
import { inKiswahili, notKiswahili } from '../../lib/testing/kiswahili';
import { AddMemberPage } from './pages/AddMemberPage';

/**
 * The create-user wizard in Kiswahili (docs/decisions/languages.md, "Proving a screen is in
 * Kiswahili"): every step, from who the user is to the review of what it creates.
 */

const TYPED = ['Njeri Wambui', 'Njeri', 'Wambui', 'njeri@example.com', '0712 345 678'];

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Endelea' }));
const onStep = (name: string) => screen.findByRole('heading', { name, level: 2 });

describe('the create-user wizard in Kiswahili', () => {
  inKiswahili();

  it('walks every step in Kiswahili, to the review', async () => {
    stubApi({ '/settings': GROUP_SETTINGS, '/books/accounts': MONEY_ACCOUNTS });
    renderAt(<AddMemberPage />, '/add-member');
    await onStep('Taarifa za mtumiaji');
    expect(notKiswahili(TYPED)).toEqual([]);
    fill(field('Jina la kwanza'), 'Njeri');
    fill(field('Jina la mwisho'), 'Wambui');
    fill(field('Barua pepe'), 'njeri@example.com');
    fill(field('Simu (si lazima)'), '0712345678');
    next();

    await onStep('Akiba');
    await waitFor(() => expect(field('Lengo la akiba').value).toBe('30000'));
    expect(notKiswahili(TYPED)).toEqual([]);
    next();

    await onStep('Mkopo wa muda mrefu');
    fill(field('Kiasi cha mkopo'), '100000');
    fill(field('Kiasi cha msingi'), '60000');
    fill(field('Tarehe ya kutolewa'), todayInGroupZone());
    await screen.findByTestId('loan-preview');
    expect(notKiswahili(TYPED)).toEqual([]);
    next();

    await onStep('Mkopo wa muda mfupi');
    fireEvent.click(screen.getByRole('button', { name: 'Ruka' }));

    await onStep('Kagua na utume');
    expect(screen.getByRole('button', { name: 'Tuma' })).toBeTruthy();
    expect(notKiswahili(TYPED)).toEqual([]);
  });

  // docs/decisions/languages.md, "Form messages"
  it('says what a step refuses in Kiswahili', async () => {
    stubApi({ '/settings': GROUP_SETTINGS, '/books/accounts': MONEY_ACCOUNTS });
    renderAt(<AddMemberPage />, '/add-member');
    await onStep('Taarifa za mtumiaji');
    next();
    expect(
      (await screen.findAllByText('Tafadhali jaza taarifa zote za mtumiaji zinazohitajika')).length,
    ).toBeGreaterThan(0);
    expect(notKiswahili(TYPED)).toEqual([]);

    fill(field('Jina la kwanza'), 'Njeri');
    fill(field('Jina la mwisho'), 'Wambui');
    fill(field('Barua pepe'), 'njeri@example.com');
    next();
    await onStep('Akiba');
    await waitFor(() => expect(field('Lengo la akiba').value).toBe('30000'));
    fill(field('Lengo la akiba'), '1500');
    fill(field('Akiba ya mwanzo'), '-5');
    next();
    expect(await screen.findByText('Lengo la akiba: lazima iwe kwa hatua za 1,000')).toBeTruthy();
    expect(screen.getByText('Akiba ya mwanzo: thamani isiwe chini ya sifuri')).toBeTruthy();
    expect(notKiswahili(TYPED)).toEqual([]);
  });
});
