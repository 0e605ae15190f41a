import type { Locator, Page } from 'playwright-core';

/**
 * The user's hands on the page, counted: every click, every key pressed (each character typed is
 * one) and each choice from a list (a click to open it, one to choose), so a test can say what a
 * screen costs its user (docs/decisions/meetings.md: 168 taps for 17 payments one at a time).
 * Anything the test does besides (waiting, reading, checking the server) is not counted.
 */
export class CountedUser {
  private made = 0;

  constructor(readonly page: Page) {}

  /** The clicks and key presses so far. */
  get count(): number {
    return this.made;
  }

  async click(target: Locator): Promise<void> {
    this.made += 1;
    await target.click();
  }

  async press(key: string): Promise<void> {
    this.made += 1;
    await this.page.keyboard.press(key);
  }

  /** Types `text` where the focus is, one key a character. */
  async type(text: string): Promise<void> {
    this.made += text.length;
    await this.page.keyboard.type(text);
  }

  /** Opens a list and picks the option labelled `label`: two clicks. */
  async choose(select: Locator, label: string): Promise<void> {
    this.made += 2;
    await select.selectOption({ label });
  }
}
