// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LoginPage } from '../features/auth/pages/LoginPage';
import { MemberHomePage } from '../features/member/pages/MemberHomePage';
import { renderAt, stubApi } from '../lib/testing/component';
import { notKiswahili } from '../lib/testing/kiswahili';
import { LANGUAGE_STORAGE_KEY, setLanguage } from '.';
import { en } from './catalogue-en';
import { sw } from './catalogue-sw';

/**
 * The sign-in page and the member's home in Kiswahili (docs/decisions/languages.md): their words
 * come from the Kiswahili catalogue, and none of the English catalogue's words for them remain.
 */

/** Every message of a group of the catalogue, its subgroups' too. */
const messagesOf = (group: object): string[] =>
  Object.values(group).flatMap((value) => (typeof value === 'string' ? [value] : messagesOf(value)));

/** The English words of a screen's groups, as they would show (those without placeholders). */
const englishOf = (...groups: (keyof typeof en)[]) =>
  groups.flatMap((group) => messagesOf(en[group]).filter((text) => !text.includes('{{')));

/** Every text and accessible label on the page. */
const shown = () => {
  const labels = [...document.querySelectorAll('[aria-label]')].map(
    (e) => e.getAttribute('aria-label') ?? '',
  );
  const texts = [...document.querySelectorAll('body *')].flatMap((e) =>
    [...e.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent?.trim() ?? ''),
  );
  return new Set([...labels, ...texts].filter(Boolean));
};

/** English words the Kiswahili page still shows; a word both languages write alike (Kiswahili's own name) is not English. */
const englishLeft = (...groups: (keyof typeof en)[]) => {
  const page = shown();
  const same = new Set(Object.values(sw.language));
  return englishOf(...groups).filter((text) => page.has(text) && !same.has(text));
};

beforeEach(async () => {
  await setLanguage('sw');
});
afterEach(async () => {
  await setLanguage('en');
  localStorage.removeItem(LANGUAGE_STORAGE_KEY);
});

describe('in Kiswahili', () => {
  it('the sign-in page says Ingia, and sets <html lang>', async () => {
    stubApi({ '/setup': { needed: false, code_needed: false }, '/signup': { open: true } });
    renderAt(<LoginPage />, '/login');
    expect(await screen.findByRole('heading', { name: sw.login.title })).toBeTruthy();
    expect(screen.getByRole('button', { name: sw.login.submit })).toBeTruthy();
    expect(screen.getByLabelText(sw.login.email)).toBeTruthy();
    expect(screen.getByLabelText(sw.password.label, { exact: true })).toBeTruthy();
    expect(screen.getByRole('link', { name: sw.login.forgot })).toBeTruthy();
    expect(await screen.findByRole('link', { name: sw.login.register })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kiswahili' }).getAttribute('aria-pressed')).toBe('true');
    expect(document.documentElement.lang).toBe('sw');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('sw');
    expect(englishLeft('login', 'password')).toEqual([]);
    expect(notKiswahili()).toEqual([]);
  });

  it("the member's home greets and labels in Kiswahili", async () => {
    stubApi({});
    // biome-ignore lint/suspicious/noDocumentCookie: the test's own page, written as the server would.
    document.cookie = `user=${encodeURIComponent(
      JSON.stringify({ id: 7, users_id: 7, firstname: 'Amina', role: 'member', office: 'member' }),
    )}`;
    renderAt(<MemberHomePage />, '/member');
    expect(await screen.findByRole('heading', { name: 'Karibu, Amina' })).toBeTruthy();
    expect(screen.getByText(sw.home.intro)).toBeTruthy();
    expect(screen.getByRole('heading', { name: sw.cards.savingsTitle })).toBeTruthy();
    expect(screen.getByText(sw.cards.loansAmount)).toBeTruthy();
    expect(screen.getByRole('heading', { name: sw.home.myTransactions })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: sw.home.quickLinks })).toBeTruthy();
    expect(screen.getByRole('link', { name: sw.home.mySavings })).toBeTruthy();
    expect(screen.getByRole('region', { name: sw.home.totals })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Onyesha kadi 2 kati ya 2: Mikopo inayodaiwa' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: sw.shareout.mine.title })).toBeTruthy();
    expect(englishLeft('home', 'cards', 'shareout')).toEqual([]);
    expect(notKiswahili(['Amina'])).toEqual([]);
  });
});
