import type { Locator } from 'playwright-core';

/**
 * The shared member picker (apps/web/src/components/ui/MemberPicker.tsx): a combobox that asks
 * the server for the members the typed text finds. It keeps the calls the forms' tests make of
 * the select it replaced: `selectOption({ label })` types the name and picks it;
 * `locator('option')` reads what the list offers (after the placeholder the select had); the
 * rest (`inputValue`, `getAttribute`, …) is the box's own.
 */
export function memberPicker(box: Locator): Locator {
  const page = box.page();
  const list = async () => {
    const id = await box.getAttribute('aria-controls');
    return page.locator(`[id="${id}"]`);
  };
  /** The names offered once the server has answered for the text in the box. */
  const offered = async (text: string) => {
    await box.click();
    await box.fill(text);
    const listbox = await list();
    await listbox.and(page.locator(':not([aria-busy="true"])')).waitFor();
    const names = await listbox.locator('[data-member-name]').allTextContents();
    await box.fill('');
    await box.press('Escape');
    return names;
  };
  const pick = async (label: string) => {
    await box.click();
    await box.fill(label);
    const listbox = await list();
    await listbox
      .getByRole('option')
      .filter({ has: page.getByText(label, { exact: true }) })
      .first()
      .click();
    return [label];
  };
  const options = (hasText?: string) => ({
    allTextContents: async () => ['Select a member', ...(await offered(''))],
    count: async () =>
      (await offered(hasText ?? '')).filter((name) => !hasText || name.includes(hasText)).length,
  });
  return new Proxy(box, {
    get(target, property, receiver) {
      if (property === 'selectOption') {
        return (choice: { label: string } | string) =>
          pick(typeof choice === 'string' ? choice : choice.label);
      }
      if (property === 'locator') {
        return (selector: string, opts?: { hasText?: string }) =>
          selector === 'option' ? options(opts?.hasText) : target.locator(selector, opts);
      }
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
