import { describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, AMINA, startScene } from '../support/admin-scene.js';
import { DESKTOP, PHONE } from '../support/browser.js';
import { doubleText, outsideCards, seriousViolations, smallTargets } from '../support/phone-checks.js';
import { useScene } from '../support/scene.js';
import { seedBorrowers, submitTransaction } from '../support/seed.js';
import { overflowsSideways, signedInPage } from '../support/session.js';
import { MEMBER_SCREENS, OFFICIAL_SCREENS, openScreen, rememberKiswahili } from '../support/walk.js';

/*
 * docs/decisions/phone.md: every screen of an official and of a member, in English and in
 * Kiswahili, at 375 and 1280 px, has no serious or critical axe-core violation; on a 320 px phone
 * and with text at twice its size nothing scrolls sideways; on a phone every control is at least
 * 44 px each way. On the screens whose cards hold rows of buttons or markers, nothing runs out of
 * its card, out of what holds it, or over its neighbour, at 320 px and with text at twice its size.
 */

/** The screens whose cards hold rows of buttons or markers that text at twice its size widens. */
const CARD_SCREENS = ['/settings', '/add-member', '/add-transaction', '/new-member-transaction'];

const scene = useScene(
  () => startScene([AMINA]),
  async (s) => {
    const { wanjiru } = await seedBorrowers(s.admin, 12_500, { longTerm: 60_000, shortTerm: 5_000 });
    await submitTransaction(s.admin, wanjiru.userId, [{ type: 'SAVING', amount: 1_500 }]);
  },
);

const PEOPLE = [
  { who: 'an official', email: ADMIN_EMAIL, screens: OFFICIAL_SCREENS },
  { who: 'a member', email: 'wanjiru@example.com', screens: MEMBER_SCREENS },
];

/** Runs `check` on each of `screens`, signed in as `email` at `viewport`; the lines it finds, by screen. */
async function walk(
  email: string,
  screens: readonly string[],
  viewport: { width: number; height: number },
  check: (page: Parameters<typeof openScreen>[0]) => Promise<string[]>,
  kiswahili = false,
): Promise<string[]> {
  const opened = await signedInPage(scene.browser, scene.server.url, email, viewport);
  try {
    if (kiswahili) await rememberKiswahili(opened.context);
    const found: string[] = [];
    for (const path of screens) {
      await openScreen(opened.page, path);
      found.push(...(await check(opened.page)).map((line) => `${path}: ${line}`));
    }
    expect(opened.problems).toEqual([]);
    return found;
  } finally {
    await opened.context.close();
  }
}

describe('every screen, for everyone', () => {
  for (const { who, email, screens } of PEOPLE) {
    for (const [language, kiswahili] of [
      ['English', false],
      ['Kiswahili', true],
    ] as const) {
      it(`has no serious axe violation for ${who} in ${language}, at 375 and 1280 px`, async () => {
        const found = [
          ...(await walk(email, screens, PHONE, seriousViolations, kiswahili)),
          ...(await walk(email, screens, DESKTOP, seriousViolations, kiswahili)),
        ];
        expect(found).toEqual([]);
      }, 600_000);
    }

    it(`fits a 320 px phone and text at twice its size, for ${who}`, async () => {
      const sideways = async (page: Parameters<typeof openScreen>[0]) =>
        (await overflowsSideways(page)) ? ['scrolls sideways'] : [];
      const narrow = await walk(email, screens, { width: 320, height: 640 }, sideways);
      const large = await walk(email, screens, PHONE, async (page) => {
        await doubleText(page);
        return (await sideways(page)).map((line) => `${line} with text at 200%`);
      });
      expect([...narrow, ...large]).toEqual([]);
    }, 600_000);

    it(`keeps every card's contents inside it at 320 px and with text at twice its size, for ${who}`, async () => {
      const cards = screens.filter((path) => CARD_SCREENS.includes(path));
      const found: string[] = [];
      for (const [language, kiswahili] of [
        ['English', false],
        ['Kiswahili', true],
      ] as const) {
        const narrow = await walk(email, cards, { width: 320, height: 640 }, outsideCards, kiswahili);
        const large = await walk(
          email,
          cards,
          PHONE,
          async (page) => {
            await doubleText(page);
            return outsideCards(page);
          },
          kiswahili,
        );
        found.push(
          ...narrow.map((line) => `${line} (${language}, 320 px)`),
          ...large.map((line) => `${line} (${language}, text at 200%)`),
        );
      }
      expect(found).toEqual([]);
    }, 600_000);

    it(`gives every control a 44 px target on a phone, for ${who}`, async () => {
      expect(await walk(email, screens, PHONE, smallTargets)).toEqual([]);
    }, 600_000);
  }
});
