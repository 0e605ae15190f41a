import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { channelTestText } from './channels.js';
import { SMS_MAX } from './text.js';

describe('the channel test message', () => {
  it('names the channel and the day in both languages', () => {
    const en = channelTestText('en', { group: 'Umoja Savings Group', channel: 'sms', on: '2026-12-01' });
    expect(en.subject).toBe('Umoja Savings Group: SMS test');
    expect(en.sms).toBe(
      'Umoja Savings Group: test message of 1 Dec 2026. SMS works; members will get their receipts and reminders this way.',
    );
    expect(channelTestText('en', { group: 'Umoja', channel: 'email', on: '2026-12-01' }).sms).toContain(
      '1 Dec 2026. E-mail works;',
    );
    const sw = channelTestText('sw', { group: 'Umoja Savings Group', channel: 'email', on: '2026-12-01' });
    expect(sw.subject).toBe('Umoja Savings Group: jaribio la barua pepe');
    expect(sw.body).toContain('1 Des 2026');
  });

  it('fits one SMS for any group name', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 100 }),
        fc.constantFrom('en' as const, 'sw' as const),
        fc.constantFrom('email' as const, 'sms' as const),
        (group, language, channel) => {
          expect(
            channelTestText(language, { group, channel, on: '2026-12-31' }).sms.length,
          ).toBeLessThanOrEqual(SMS_MAX);
        },
      ),
    );
  });
});
