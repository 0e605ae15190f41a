import { describe, expect, it } from 'vitest';
import { formatPercent } from './percent.js';

describe('formatPercent', () => {
  it('writes a fraction as a percent without trailing zeros', () => {
    expect(formatPercent(0.05)).toBe('5%');
    expect(formatPercent(0.125)).toBe('12.5%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(1)).toBe('100%');
  });

  it('rounds to two decimals and hides the float noise', () => {
    expect(formatPercent(0.07)).toBe('7%');
    expect(formatPercent(0.123456)).toBe('12.35%');
    expect(formatPercent(0.0001)).toBe('0.01%');
  });
});
