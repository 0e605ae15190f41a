import { describe, expect, it } from 'vitest';
import type { SignedIn, TestContext } from '../test/app.js';
import { as } from '../test/http.js';
import { useAdminApp } from '../test/scene.js';
import { findNul } from './input-guards.js';

describe('findNul', () => {
  it('names the path of the first text holding a NUL character', () => {
    expect(findNul({ name: 'ok', items: [{ comment: 'fine' }, { comment: 'a\u0000b' }] })).toBe(
      'items.1.comment',
    );
    expect(findNul({ 'bad\u0000key': 1 })).toBe('bad\u0000key');
    expect(findNul('\u0000')).toBe('');
    expect(findNul({ name: 'clean', n: 1, none: null, list: ['a'] })).toBeUndefined();
  });
});

let ctx: TestContext;
let admin: SignedIn;
useAdminApp((scene) => ({ ctx, admin } = scene));

describe('every request is guarded before its route', () => {
  it('refuses a NUL character in settings with a 422 naming the field, and changes nothing', async () => {
    const before = (await as(ctx, admin).get('/settings')).json();
    const res = await as(ctx, admin).patch('/settings', { group_name: 'Umoja\u0000' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'group_name must not contain NUL characters',
      fields: { group_name: 'group_name must not contain NUL characters' },
    });
    expect((await as(ctx, admin).get('/settings')).json()).toEqual(before);
  });

  it('refuses a NUL character deep in a body, naming its path', async () => {
    const res = await as(ctx, admin).post('/create-transaction', {
      user_id: admin.id,
      transaction_items: [{ transaction_type: 'SAVING', transaction_amount: 10, extra: 'x\u0000' }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('transaction_items.0.extra must not contain NUL characters');
  });

  it('refuses a NUL character in the query string', async () => {
    const res = await as(ctx, admin).get('/transactions?status=%00');
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({ status: 'status must not contain NUL characters' });
  });

  it.each([
    '/transactions/99999999999',
    '/transactions/2147483648',
    '/transactions/user/99999999999',
    '/transactions/user/2147483648/savings',
    '/accounts/99999999999',
  ])('answers 404 for an id beyond the column range: %s', async (path) => {
    const res = await as(ctx, admin).get(path);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('still answers 404 for the largest id that fits but does not exist', async () => {
    expect((await as(ctx, admin).get('/transactions/2147483647')).statusCode).toBe(404);
  });
});
