import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n';
import { inFileLanguage } from './api';

/** A downloaded file's words follow the language on screen (docs/decisions/languages.md, "Documents"). */
afterEach(async () => {
  await setLanguage('en');
});

describe('a file asked for', () => {
  it('in English asks nothing more: English is the server’s default', () => {
    expect(inFileLanguage('/statements/7?format=pdf')).toBe('/statements/7?format=pdf');
  });

  it('in Kiswahili asks for lang=sw, after the query or as its start', async () => {
    await setLanguage('sw');
    expect(inFileLanguage('/statements/7?format=pdf')).toBe('/statements/7?format=pdf&lang=sw');
    expect(inFileLanguage('/meetings/3/minutes.pdf')).toBe('/meetings/3/minutes.pdf?lang=sw');
  });
});
