import { describe, expect, it } from 'vitest';
import { applicationDecisionBody } from './applications.js';

const parse = (body: unknown) => applicationDecisionBody.safeParse(body);

describe('an admin’s decision on a loan application (docs/decisions/lending.md, "Applications")', () => {
  it('takes a reason, optional for an approval and for a rejection alike', () => {
    expect(parse({ decision: 'Rejected' }).data).toEqual({ decision: 'Rejected' });
    expect(parse({ decision: 'Approved' }).data).toEqual({ decision: 'Approved' });
    expect(parse({ decision: 'Rejected', reason: '  Too soon  ' }).data).toEqual({
      decision: 'Rejected',
      reason: 'Too soon',
    });
  });

  it('reads a blank or null reason as none', () => {
    for (const reason of ['', '   ', null]) {
      expect(parse({ decision: 'Rejected', reason }).data).toEqual({ decision: 'Rejected' });
    }
  });

  it('refuses a reason too long or with NUL characters, and an unknown decision', () => {
    const messages = (body: unknown) => parse(body).error?.issues.map((issue) => issue.message);
    expect(messages({ decision: 'Rejected', reason: 'x'.repeat(201) })).toEqual([
      'reason must be at most 200 characters',
    ]);
    expect(messages({ decision: 'Rejected', reason: 'a\u0000b' })).toEqual([
      'reason must not contain NUL characters',
    ]);
    expect(messages({ decision: 'Maybe' })).toEqual(['decision must be Approved or Rejected']);
  });
});
