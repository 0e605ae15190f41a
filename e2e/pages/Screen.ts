import type { Page } from 'playwright-core';
import { currentPage } from './DataTable.js';

/** What every screen object shares: the page on screen, its alert and status lines, and opening it. */
export class Screen {
  constructor(readonly page: Page) {}

  /** The page on screen (see `currentPage`). */
  protected here = () => currentPage(this.page);
  /** The level-1 heading with this name. */
  protected title = (name: string | RegExp) => this.here().getByRole('heading', { name, level: 1 });
  alert = () => this.here().getByRole('alert');
  status = () => this.here().getByRole('status');
  /** Waits for the alert to say exactly `text`. */
  alertSays = (text: string) => this.alert().getByText(text, { exact: true }).waitFor();

  /** Goes to `path` and waits for the level-1 heading `title`. */
  protected async visit(path: string, title: string): Promise<void> {
    await this.page.goto(path);
    await this.title(title).waitFor();
  }
}

/** Makes a screen object on the page and opens its screen. */
export async function visit<S extends { open(): Promise<void> }>(
  page: Page,
  screen: new (page: Page) => S,
): Promise<S> {
  const made = new screen(page);
  await made.open();
  return made;
}
