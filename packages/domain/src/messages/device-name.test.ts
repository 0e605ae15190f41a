import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deviceName } from './device-name.js';

describe('deviceName', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
      'Safari on iOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:120.0) Gecko/20100101 Firefox/120.0',
      'Firefox on Windows',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0',
      'Edge on Windows',
    ],
    ['curl/8.4.0', 'curl/8.4.0'],
    ['', 'unnamed device'],
    [undefined, 'unnamed device'],
  ])('%s is %s', (agent, name) => {
    expect(deviceName(agent)).toBe(name);
  });

  it('is at most 40 characters and holds no control character, whatever the agent says', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 500 }), (agent) => {
        const name = deviceName(agent);
        expect(name.length).toBeLessThanOrEqual(40);
        expect([...name].every((ch) => ch.charCodeAt(0) >= 32)).toBe(true);
      }),
    );
  });
});
