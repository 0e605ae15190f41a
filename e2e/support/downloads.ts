import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';

/** The query of the page's URL, as the screen keeps its list state there. */
export const urlQuery = (page: Page) => new URL(page.url()).searchParams;

/** Clicks `button` and reads the file it downloads: its name, its text, and the text's lines. */
export async function downloaded(page: Page, button: Locator) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const text = fs.readFileSync(await file.path(), 'utf8');
  return { name: file.suggestedFilename(), text, lines: text.trim().split(/\r?\n/) };
}
