import { describe, expect, it } from 'vitest';
import { formatPercent } from './percent.js';

describe('formatPercent', () => {
  it('writes a fraction as a percent without trailing zeros', () => {
    const cases = [
      [0.05, '5%'],
      [0.125, '12.5%'],
      [0, '0%'],
      [1, '100%'],
    ] as const;
    for (const [fraction, text] of cases) expect(formatPercent(fraction)).toBe(text);
  });

  it('rounds to two decimals and hides the float noise', () => {
    expect(formatPercent(0.07)).toBe('7%');
    expect(formatPercent(0.123456)).toBe('12.35%');
    expect(formatPercent(0.0001)).toBe('0.01%');
  });
});
