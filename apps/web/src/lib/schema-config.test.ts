import { describe, expect, it } from 'vitest';
import './schema-config';

/** docs/decisions/phone.md, "Every screen, checked alike": zod takes the setting the first script leaves. */
describe('the schemas’ settings', () => {
  it('reach zod, which then checks without compiling code', async () => {
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
    const { z } = await import('zod');
    expect(z.object({ a: z.string() }).safeParse({ a: 'x' }).success).toBe(true);
  });
});
