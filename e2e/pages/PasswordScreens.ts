import type { Page } from 'playwright-core';
import { Screen } from './Screen.js';

/** The screens of a member's own password (docs/decisions/passwords.md). */
export class PasswordScreens extends Screen {
  constructor(page: Page) {
    super(page);
  }

  heading = (name: string | RegExp) => this.page.getByRole('heading', { name, level: 1 });
  field = (label: string) => this.page.getByLabel(label, { exact: true });
  button = (name: string) => this.page.getByRole('button', { name, exact: true });
  link = (name: string) => this.page.getByRole('link', { name, exact: true });
  /** The error under a field, by the field's label. */
  errorOf = async (label: string) => {
    const id = await this.field(label).getAttribute('aria-describedby');
    return id ? this.page.locator(`[id="${id}"]`).textContent() : null;
  };
  override alert = () => this.page.getByRole('alert');
  override status = () => this.page.getByRole('status');
}
