import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { expect, vi } from 'vitest';

/**
 * What a component test of a form needs (docs/testing.md, "Component tests and browser tests"):
 * a signed-in admin as the web knows one, the API's answers the form asks for, and the form
 * rendered with the app's providers. For files that run in happy-dom.
 */

/** The calls the component made, by URL. */
export const calls: string[] = [];

/** The bodies sent so far, by URL, as JSON (a GET has none). */
export const sent: { url: string; method: string; body: unknown }[] = [];

/** An answer that depends on the call: a refusal for a PATCH, the settings for a GET. */
export type Answering = (call: { method: string; body: unknown }) => unknown;

/**
 * A refusal of the server (docs/decisions/wire.md, "Error answers"): its status, message and the fields it
 * names.
 */
export const refusal = (status: number, message: string, fields?: Record<string, string>) =>
  Response.json({ message, ...(fields ? { fields } : {}) }, { status });

/**
 * Signs an admin in as the web knows one (the user cookie, lib/session.ts) and answers each API
 * call whose URL contains a key of `answers` with its JSON (a `Response` as it is; a function is
 * asked with the call); any other call is counted and answered 500. `vi.unstubAllGlobals()` puts
 * `fetch` back.
 */
export function stubApi(answers: Record<string, Answering | object>): void {
  calls.length = 0;
  sent.length = 0;
  // biome-ignore lint/suspicious/noDocumentCookie: the test's own page, written as the server would.
  document.cookie = `user=${encodeURIComponent(JSON.stringify({ id: 1, role: 'admin' }))}`;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push(url);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (method !== 'GET') sent.push({ url, method, body });
    const key = Object.keys(answers).find((part) => url.includes(part));
    if (key === undefined) return new Response('', { status: 500 });
    const given = answers[key];
    const answer = typeof given === 'function' ? (given as Answering)({ method, body }) : given;
    return answer instanceof Response ? answer : Response.json(answer);
  });
}

/** The calls made to a path so far. */
export const callsTo = (path: string) => calls.filter((url) => url.includes(path));

/** Renders `ui` at `path` with a query client of its own (no retries) and a router. */
export function renderAt(ui: ReactNode, path: string): void {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The message tied to a field (its aria-describedby) once the form says `text`; undefined if another. */
export async function errorOf(input: HTMLElement, text: string): Promise<string | undefined> {
  await screen.findAllByText(text);
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).find((said) => said === text);
}

/** A member as `GET /get-users` lists them. */
export const listedMember = (users_id: number, firstname: string, lastname: string) => ({
  users_id,
  firstname,
  lastname,
  role: 'member',
  office: 'member',
  member_number: `M${String(users_id).padStart(3, '0')}`,
  status: 'active',
});

/** Sets a field's value as typing or choosing would. */
export const fill = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

/** Types a member's name into the member picker labelled `label` and picks them from what it offers. */
export async function pickMember(label: string, name: string): Promise<void> {
  const box = screen.getByLabelText(label) as HTMLInputElement;
  fireEvent.focus(box);
  fill(box, name);
  fireEvent.click(await screen.findByRole('option', { name: new RegExp(name) }));
  await waitFor(() => expect(box.value).toBe(name));
}

/**
 * A table as the screen shows it: its headings, then each row's cells as text, for the tests of
 * a table's formatting (money, dates, statuses).
 */
export function tableText(label: string): string[][] {
  const table = screen.getByRole('table', { name: label });
  const headings = [...table.querySelectorAll('thead th')].map((cell) => cell.textContent?.trim() ?? '');
  const rows = [...table.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim() ?? ''),
  );
  return [headings, ...rows];
}

/** Renders a table (or any part of a screen that needs no API) with the router it links through. */
export function renderShown(ui: ReactNode): void {
  render(<MemoryRouter>{ui}</MemoryRouter>);
}
