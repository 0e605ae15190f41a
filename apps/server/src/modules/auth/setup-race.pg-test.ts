import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { PASSWORD, type TestContext } from '../../test/app.js';
import { usePeopleApp } from '../../test/scene.js';

let ctx: TestContext;
usePeopleApp({}, (scene) => ({ ctx } = scene));

describe('first run on PostgreSQL', () => {
  it('lets exactly one of many parallel setups win', async () => {
    const attempts = Array.from({ length: 8 }, (_, i) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/links/setup',
        payload: {
          group_name: `Group ${i}`,
          firstname: 'Ada',
          lastname: `Racer${i}`,
          email: `racer${i}@example.com`,
          password: PASSWORD,
        },
      }),
    );
    const codes = (await Promise.all(attempts)).map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const [row] = await ctx.database.db.select({ n: count() }).from(users);
    expect(row?.n).toBe(1);
  });
});
