import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { auditOfRequest } from '../../test/audit-rows.js';
import { allDisputes, answer, dispute, pendingSaving, statementEntryIds } from '../../test/dispute-scene.js';
import { as } from '../../test/http.js';
import { openSavings } from '../../test/money-fixtures.js';
import { type OfficesScene, useOfficesApp } from '../../test/offices-scene.js';
import { messagesFor } from '../outbox/outbox.service.js';

/**
 * A member disputes a line of their statement; the officials are told; an official answers; the
 * member is told; the statement shows it (docs/decisions/disputes.md).
 */
let s: OfficesScene;
let entry: number;
useOfficesApp(async (scene) => {
  s = scene;
  await openSavings(s.ctx, s.chair, s.member.id, 5_000);
  await openSavings(s.ctx, s.chair, s.chair.id, 1_000);
  [entry] = (await statementEntryIds(s.ctx, s.member)) as [number];
  // The member reads Kiswahili; the officials English.
  await s.ctx.database.db.update(users).set({ language: 'sw' }).where(eq(users.id, s.member.id));
});

const db = () => s.ctx.database.db;

describe('a dispute of a statement line', () => {
  let id: number;

  it('is opened by the member, with the line as their statement shows it, and audited', async () => {
    const { response, rows } = await auditOfRequest(s.ctx, () =>
      dispute(s.ctx, s.member, { journal_entry_id: entry }, '  I saved KES 6,000, not 5,000.  '),
    );
    expect(response.statusCode, response.body).toBe(201);
    const opened = response.json();
    id = opened.dispute_id;
    expect(opened).toMatchObject({
      user_id: s.member.id,
      firstname: 'Wanjiru',
      lastname: 'Holder',
      transaction_id: null,
      journal_entry_id: entry,
      line_description: 'Opening savings balance',
      amount: 5_000,
      status: 'Open',
      reason: 'I saved KES 6,000, not 5,000.',
      answer: null,
      answered_by: null,
      answered_at: null,
      message: 'Dispute sent: the officials are told.',
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: s.member.id,
      action: 'create',
      entity: 'dispute',
      entityId: id,
      memberId: s.member.id,
      after: { status: 'Open', journal_entry_id: entry, reason: 'I saved KES 6,000, not 5,000.' },
    });
  });

  it('tells each writing official once, and neither the member nor the auditor', async () => {
    for (const official of [s.chair, s.treasurer, s.secretary]) {
      const messages = await messagesFor(db(), official.id, 'dispute_opened');
      expect(messages.map((m) => m.eventKey)).toEqual([`dispute:${id}:opened`]);
      expect(messages[0]).toMatchObject({
        subject: `Dispute #${id} from Wanjiru Holder`,
        link: '/disputes',
        language: 'en',
      });
      expect(messages[0]?.sms).toContain('Wanjiru Holder disputes KES 5,000.00');
    }
    expect(await messagesFor(db(), s.auditor.id, 'dispute_opened')).toEqual([]);
    expect(await messagesFor(db(), s.member.id, 'dispute_opened')).toEqual([]);
  });

  it('marks the line on the member’s statement, in JSON and in the CSV', async () => {
    const statement = (await as(s.ctx, s.member).get(`/statements/${s.member.id}`)).json();
    expect(statement.savings.movements[0]).toMatchObject({
      entry_id: entry,
      dispute: { dispute_id: id, status: 'Open' },
    });
    const csv = (await as(s.ctx, s.member).get(`/statements/${s.member.id}?format=csv`)).body;
    expect(csv).toContain('Opening savings balance · Disputed');
  });

  it('is one open dispute per line: a second is a 409, writing nothing', async () => {
    const again = await dispute(s.ctx, s.member, { journal_entry_id: entry }, 'Again');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'DISPUTE_OPEN',
      message: 'This line already has an open dispute.',
    });
    expect((await allDisputes(s.ctx, s.chair)).length).toBe(1);
  });

  it('is listed for the officials, open ones by default, oldest first', async () => {
    const list = (await as(s.ctx, s.treasurer).get('/disputes')).json();
    expect(list.disputes.map((d: { dispute_id: number }) => d.dispute_id)).toEqual([id]);
    expect(list.pagination).toMatchObject({ total: 1 });
    expect((await as(s.ctx, s.treasurer).get('/disputes?status=Resolved')).json().disputes).toEqual([]);
    expect((await as(s.ctx, s.treasurer).get('/disputes?q=baraka')).json().disputes).toEqual([]);
    const csv = await as(s.ctx, s.treasurer).get('/disputes?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('I saved KES 6,000, not 5,000.');
  });

  it('is answered by an official: audited, and the member told in their language', async () => {
    const { response, rows } = await auditOfRequest(s.ctx, () =>
      answer(s.ctx, s.treasurer, id, { status: 'Resolved', answer: 'The receipt shows 6,000; corrected.' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'Resolved',
      answer: 'The receipt shows 6,000; corrected.',
      answered_by: s.treasurer.id,
      message: 'Dispute resolved: the member is told.',
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: s.treasurer.id,
      action: 'resolve',
      entity: 'dispute',
      entityId: id,
      memberId: s.member.id,
      before: { status: 'Open' },
      after: { status: 'Resolved', answer: 'The receipt shows 6,000; corrected.' },
    });
    const told = await messagesFor(db(), s.member.id, 'dispute_answered');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ eventKey: `dispute:${id}:answered`, language: 'sw', link: '/statement' });
    expect(told[0]?.subject).toBe('Malalamiko yako yametatuliwa');
    expect(told[0]?.body).toContain('Jibu la kiongozi: The receipt shows 6,000; corrected.');
  });

  it('is answered once: a second answer is a 409 and tells no one again', async () => {
    const again = await answer(s.ctx, s.chair, id, { status: 'Rejected', answer: 'No' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('DISPUTE_ANSWERED');
    expect(await messagesFor(db(), s.member.id, 'dispute_answered')).toHaveLength(1);
  });

  it('leaves the line open to a new dispute once answered, and the statement shows the answer', async () => {
    const statement = (await as(s.ctx, s.member).get(`/statements/${s.member.id}`)).json();
    expect(statement.savings.movements[0].dispute).toEqual({ dispute_id: id, status: 'Resolved' });
    const again = await dispute(s.ctx, s.member, { journal_entry_id: entry }, 'Still wrong');
    expect(again.statusCode, again.body).toBe(201);
    const rejected = await answer(s.ctx, s.secretary, again.json().dispute_id, {
      status: 'Rejected',
      answer: 'Checked twice.',
    });
    expect(rejected.json().status).toBe('Rejected');
  });
});

describe('a payment and its entries are one line', () => {
  it('refuses a dispute of an entry whose payment is disputed, and the other way round', async () => {
    const payment = await pendingSaving(s.ctx, s.member, 750);
    const opened = await dispute(s.ctx, s.member, { transaction_id: payment }, 'Shown as pending for a week');
    expect(opened.statusCode, opened.body).toBe(201);
    expect(opened.json()).toMatchObject({
      line_description: `Payment TRN-${payment} (Pending)`,
      amount: 750,
    });
    const approved = await as(s.ctx, s.chair).patch(`/transactions/savings/${payment}/status`, {
      status: 'Approved',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const statement = (await as(s.ctx, s.member).get(`/statements/${s.member.id}`)).json();
    const line = statement.savings.movements.find((m: { description: string }) =>
      m.description.includes(`TRN-${payment}`),
    );
    // The statement shows the payment's dispute on the entry that posted it.
    expect(line.dispute).toEqual({ dispute_id: opened.json().dispute_id, status: 'Open' });
    const ofEntry = await dispute(s.ctx, s.member, { journal_entry_id: line.entry_id });
    expect(ofEntry.statusCode).toBe(409);
    await answer(s.ctx, s.chair, opened.json().dispute_id, { status: 'Resolved', answer: 'Approved now.' });
    const entryFirst = await dispute(s.ctx, s.member, { journal_entry_id: line.entry_id });
    expect(entryFirst.statusCode, entryFirst.body).toBe(201);
    expect((await dispute(s.ctx, s.member, { transaction_id: payment })).statusCode).toBe(409);
  });

  it('refuses a line that does not exist as one of another member', async () => {
    const missing = await dispute(s.ctx, s.member, { journal_entry_id: 2_147_483_647 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Line not found on your statement.');
  });
});

describe('an official’s own dispute', () => {
  it('is answered by another official, never by themselves, and they are not told of it', async () => {
    const [chairEntry] = (await statementEntryIds(s.ctx, s.chair)) as [number];
    const opened = await dispute(
      s.ctx,
      s.chair,
      { journal_entry_id: chairEntry },
      'My opening balance is short',
    );
    expect(opened.statusCode, opened.body).toBe(201);
    const id = opened.json().dispute_id as number;
    expect(
      (await messagesFor(db(), s.chair.id, 'dispute_opened')).some(
        (m) => m.eventKey === `dispute:${id}:opened`,
      ),
    ).toBe(false);
    const own = await answer(s.ctx, s.chair, id, { status: 'Resolved', answer: 'Fine by me' });
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('OWN_DISPUTE');
    expect(
      (await answer(s.ctx, s.treasurer, id, { status: 'Rejected', answer: 'It is right.' })).statusCode,
    ).toBe(200);
  });
});
