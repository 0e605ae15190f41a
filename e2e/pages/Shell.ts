import type { Page } from 'playwright-core';

/** The layout around every signed-in screen: sidebar, profile card, hamburger. */
export class Shell {
  constructor(readonly page: Page) {}

  sidebar = () => this.page.locator('#sidebar');
  hamburger = () => this.page.getByRole('button', { name: 'Open menu' });

  /** Clicks a sidebar link and waits for its screen's address. */
  async follow(name: string, path: string) {
    await this.sidebar().getByRole('link', { name }).click();
    await this.page.waitForURL(`**${path}`);
  }

  async navItems(): Promise<{ label: string; href: string }[]> {
    await this.sidebar().locator('nav a').first().waitFor();
    return this.sidebar()
      .locator('nav a')
      .evaluateAll((links) =>
        links.map((a) => ({ label: a.textContent?.trim() ?? '', href: a.getAttribute('href') ?? '' })),
      );
  }

  profileName = () => this.page.getByTestId('profile-name');
  profileRole = () => this.page.getByTestId('profile-role');

  async logout() {
    await this.sidebar().getByRole('button', { name: 'Logout' }).click();
    await this.page.waitForURL('**/login');
  }

  /** Whether the sidebar is wholly on screen, wholly off it (narrow screens), or sliding. */
  async sidebarState(): Promise<'open' | 'closed' | 'moving'> {
    const box = await this.sidebar().boundingBox();
    if (!box || box.x + box.width <= 0) return 'closed';
    return box.x >= 0 ? 'open' : 'moving';
  }
}
