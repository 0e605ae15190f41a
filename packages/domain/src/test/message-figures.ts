// Figures in range for the messages' tests (left out of the build): names up to 60 characters,
// amounts up to KES 10,000,000, reasons up to 200 characters, dates of any year to 9999.
import fc from 'fast-check';
import { LANGUAGES } from '../messages/text.js';

export const LANG = fc.constantFrom(...LANGUAGES);
export const anyName = fc.string({ minLength: 1, maxLength: 60 });
export const cents = fc.integer({ min: 1, max: 1_000_000_000 });
export const anyReason = fc.string({ minLength: 1, maxLength: 200 });
export const anyDate = fc
  .date({ min: new Date('2000-01-01'), max: new Date('9999-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

/** A public address and the path of a screen, as a message links it. */
export const anyUrl = fc
  .tuple(fc.domain(), fc.stringMatching(/^[a-z0-9/?=&%.-]{0,60}$/))
  .map(([host, path]) => `https://${host}/${path}`);
