import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * The checks every screen passes on a phone and on a desktop (docs/decisions/phone.md): axe-core's
 * rules, no sideways scrolling at 320 px or with text at twice its size, and targets a thumb can hit.
 */

const axeSource: string = createRequire(import.meta.url)('axe-core').source;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core's serious and critical violations on the page, one line each: rule, help, where. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated over the debugging protocol, which the page's content security policy does not govern.
  if (!(await page.evaluate('typeof window.axe !== "undefined"'))) await page.evaluate(`${axeSource};0`);
  const violations = (await page.evaluate(
    `axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations)`,
  )) as AxeViolation[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Text at twice its size, as a phone set to its largest font shows it (the root's rem, which Tailwind sizes by). */
export async function doubleText(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
  });
}

/**
 * Controls smaller than 44 × 44 CSS pixels on the page: buttons, links that stand alone, fields,
 * and the labels of check boxes and radio buttons (their label is what a thumb taps). Links inside
 * a sentence are left out, as WCAG leaves them out.
 */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const MIN = 44;
    const small: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=tab], summary',
    );
    for (const control of controls) {
      const style = getComputedStyle(control);
      if (style.visibility === 'hidden' || control.closest('[aria-hidden="true"], [inert]')) continue;
      let target: HTMLElement = control;
      if (control instanceof HTMLInputElement && ['checkbox', 'radio'].includes(control.type)) {
        target = control.closest('label') ?? control;
      }
      const box = target.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue; // Not shown (a closed menu's items).
      // A link in a line of text is sized by the text around it.
      if (control.tagName === 'A' && style.display === 'inline') continue;
      if (box.height + 0.5 < MIN || box.width + 0.5 < MIN) {
        const name = (control.getAttribute('aria-label') ?? control.textContent ?? control.tagName).trim();
        small.push(
          `${control.tagName.toLowerCase()} "${name.slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return small;
  });
}
