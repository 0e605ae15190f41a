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

/**
 * What runs out of its card (docs/decisions/phone.md, "Text at twice its size"): each element shown
 * inside a card (a panel with a border and rounded corners), its box and its words, must lie within
 * the card's box, or within the part of the card that cuts off what runs out of it. Inside a region
 * that scrolls sideways, the region is what must fit; words kept for screen readers are left out.
 * One line for the outermost element that runs out.
 */
export async function outsideCards(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const SLACK = 0.5;
    const CONTROLS = new Set(['BUTTON', 'INPUT', 'SELECT', 'TEXTAREA', 'A', 'SUMMARY']);
    const CONTROL = 'button, a[href], input, select, textarea, summary, [role=button]';
    const FIELD = 'input, select, textarea';
    const nameOf = (element: HTMLElement) =>
      (element.getAttribute('aria-label') ?? element.textContent ?? element.tagName).trim().slice(0, 40);
    const isCard = (node: HTMLElement) => {
      if (CONTROLS.has(node.tagName)) return false;
      const style = getComputedStyle(node);
      const bordered = ['Top', 'Right', 'Bottom', 'Left'].every(
        (side) => Number.parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0,
      );
      return bordered && Number.parseFloat(style.borderTopLeftRadius) >= 8;
    };
    const overflow = (node: HTMLElement) => getComputedStyle(node).overflowX;
    const scrolls = (node: HTMLElement) => ['auto', 'scroll'].includes(overflow(node));
    const clips = (node: HTMLElement) => ['hidden', 'clip'].includes(overflow(node));
    const hidden = (node: HTMLElement) => {
      const style = getComputedStyle(node);
      return (
        style.display === 'none' ||
        style.visibility === 'hidden' ||
        (style.clip !== 'auto' && style.clip !== '') ||
        style.clipPath !== 'none'
      );
    };
    const stickingOut = new Set<Element>();
    const found: string[] = [];
    // What has no part of its own: no two of these in a card may lie over each other.
    const leaves: { element: HTMLElement; card: HTMLElement; boxes: DOMRect[] }[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('main *')) {
      // The nearest card, or a part of it that cuts off what runs out of it; none when a region
      // that scrolls, or a hidden part, comes first.
      let card: HTMLElement | null = null;
      let skip = hidden(element);
      for (let node = element.parentElement; node && !skip; node = node.parentElement) {
        if (stickingOut.has(node) || hidden(node) || scrolls(node) || node.tagName === 'MAIN') skip = true;
        else if (isCard(node) || clips(node)) {
          card = node;
          break;
        }
      }
      if (skip || !card) continue;
      const own = element.getBoundingClientRect();
      if (own.width === 0 && own.height === 0) continue;
      // The element's box, and its own words, which may run out of it (unless it cuts them off).
      let left = own.left;
      let right = own.right;
      for (const child of clips(element) ? [] : element.childNodes) {
        if (child.nodeType !== Node.TEXT_NODE || !child.textContent?.trim()) continue;
        const words = document.createRange();
        words.selectNodeContents(child);
        const box = words.getBoundingClientRect();
        left = Math.min(left, box.left);
        right = Math.max(right, box.right);
      }
      const frame = card.getBoundingClientRect();
      const style = getComputedStyle(element);
      const inFlow = !['absolute', 'fixed'].includes(style.position);
      if (element.children.length === 0 && inFlow) {
        leaves.push({ element, card, boxes: [...element.getClientRects()] });
      }
      // A control stays inside what holds it, within its padding.
      let holder = element.parentElement;
      while (holder && getComputedStyle(holder).display === 'contents') holder = holder.parentElement;
      if (holder && inFlow && element.matches(CONTROL) && style.display !== 'inline') {
        const room = holder.getBoundingClientRect();
        const padding = getComputedStyle(holder);
        const inside = Math.max(
          room.left +
            Number.parseFloat(padding.borderLeftWidth) +
            Number.parseFloat(padding.paddingLeft) -
            own.left,
          own.right -
            (room.right -
              Number.parseFloat(padding.borderRightWidth) -
              Number.parseFloat(padding.paddingRight)),
        );
        if (inside > SLACK) {
          stickingOut.add(element);
          found.push(
            `${element.tagName.toLowerCase()} "${nameOf(element)}" runs ${Math.round(inside)} px out of what holds it`,
          );
          continue;
        }
      }
      const out = Math.max(frame.left - left, right - frame.right);
      if (out > SLACK) {
        stickingOut.add(element);
        found.push(
          `${element.tagName.toLowerCase()} "${nameOf(element)}" runs ${Math.round(out)} px out of its card`,
        );
      }
    }
    const OVER = 1;
    const over = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > OVER &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > OVER;
    leaves.forEach((one, index) => {
      for (const other of leaves.slice(index + 1)) {
        // A field may hold what is drawn over it: a unit, a button that shows the password.
        if (other.card !== one.card || one.element.matches(FIELD) || other.element.matches(FIELD)) continue;
        if (one.boxes.some((a) => other.boxes.some((b) => over(a, b)))) {
          found.push(
            `${one.element.tagName.toLowerCase()} "${nameOf(one.element)}" lies over "${nameOf(other.element)}"`,
          );
        }
      }
    });
    return found;
  });
}
