import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { artifacts, screenshot } from './browser.js';

/**
 * Like screenshot(), but of the whole page: the layout scrolls inside <main>, so a full-page
 * screenshot would stop at the window's height. The layout is let out to its full height for the
 * picture (inline styles, which the CSP allows from script) and put back afterwards. With `part`, only
 * that part of the page is pictured (a card of a long page), whole however tall it is.
 */
export async function screenshotWhole(page: Page, name: string, part?: Locator): Promise<void> {
  await page.evaluate(() => {
    const main = document.querySelector('main');
    const chain: HTMLElement[] = [];
    for (let node = main as HTMLElement | null; node; node = node.parentElement) chain.push(node);
    const before = chain.map(
      (node) => [node.style.height, node.style.overflow, node.style.minHeight] as const,
    );
    for (const node of chain) {
      node.style.height = 'auto';
      node.style.overflow = 'visible';
      // At least the window's height, so that the sidebar still reaches the bottom.
      node.style.minHeight = '100vh';
    }
    (window as unknown as { __restoreLayout: () => void }).__restoreLayout = () =>
      chain.forEach((node, index) => {
        node.style.height = before[index]![0];
        node.style.overflow = before[index]![1];
        node.style.minHeight = before[index]![2];
      });
  });
  try {
    if (part) await part.screenshot({ path: path.join(artifacts, `${name}.png`) });
    else await screenshot(page, name);
  } finally {
    await page.evaluate(() => (window as unknown as { __restoreLayout: () => void }).__restoreLayout());
  }
}
