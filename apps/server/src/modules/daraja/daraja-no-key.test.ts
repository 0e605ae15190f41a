import { describe, expect, it } from 'vitest';
import { darajaCredentials } from '../../db/schema.js';
import type { SignedIn, TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { usePeopleApp } from '../../test/scene.js';
import { NO_SECRET_KEY } from './credentials.js';

/** docs/decisions/daraja.md, "Kept encrypted": without LINKS_SECRET_KEY nothing is stored. */
let ctx: TestContext;
let admin: SignedIn;
usePeopleApp({ admin: 'admin' }, (scene) => ({ ctx, admin } = scene));

describe('a server without LINKS_SECRET_KEY', () => {
  it('says it cannot keep credentials, and refuses to store them, writing nothing', async () => {
    const status = await as(ctx, admin).get('/settings/daraja');
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json()).toMatchObject({
      can_store: false,
      base_url: 'https://api.safaricom.co.ke',
      updated_at: null,
    });
    const res = await as(ctx, admin).patch('/settings/daraja', { daraja_consumer_key: 'some-key' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'SECRET_KEY_MISSING', message: NO_SECRET_KEY });
    expect(await ctx.database.db.select().from(darajaCredentials)).toEqual([]);
  });
});
