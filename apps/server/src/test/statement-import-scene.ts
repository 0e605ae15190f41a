import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../db/client.js';
import { nextAddress, PASSWORD, replaceOfficialsPassword, type SignedIn, type TestContext } from './app.js';
import { c2bBody, MEMBERS, type PaymentsGroup } from './mpesa-fixtures.js';
import { type GeneratedLine, realisticStatement } from './mpesa-statement.js';

/** The lines of a generated statement that pay money in. */
export const paymentLines = (lines: GeneratedLine[]) =>
  lines.filter((line) => line.intent.kind === 'payment');

/**
 * A realistic statement of `lines` lines paid by the payments group's members. Lines come about 45
 * minutes apart, so a statement of thousands runs for months: it starts in January 2025, so that no
 * line is dated after tomorrow, which an import skips (docs/decisions/payments.md, "Money dates").
 */
export function groupStatement(group: PaymentsGroup, lines: number, seed: number) {
  return realisticStatement(
    MEMBERS.map(([firstname, lastname]) => {
      const member = group.members.get(firstname)!;
      return { firstname, lastname, memberNumber: member.memberNumber, phone: member.phone };
    }),
    { lines, seed, from: lines > 1000 ? Date.UTC(2025, 0, 1, 5, 0, 0) : undefined },
  );
}

/** How many rows a table holds. */
export async function rowCount(ctx: TestContext, table: 'statement_lines' | 'incoming_payments') {
  const [row] = await queryRows<{ n: number }>(
    ctx.database.db,
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  );
  return row?.n ?? 0;
}

/** The import records of statements, oldest first. */
export const importRecords = (ctx: TestContext) =>
  queryRows<{ after: Record<string, unknown> }>(
    ctx.database.db,
    sql`select after from audit_records where entity = 'statement' and action = 'import' order by id`,
  );

/** A member of the payments group, signed in through the API as the web app does. */
export async function signInGroupMember(ctx: TestContext, firstname: string): Promise<SignedIn> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/links/login',
    payload: { email: `${firstname.toLowerCase()}@mpesa.test`, password: PASSWORD },
    remoteAddress: nextAddress(),
  });
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json();
  await replaceOfficialsPassword(ctx, answer);
  return { ...answer, id: answer.user.users_id, headers: { authorization: `Bearer ${answer.access_token}` } };
}

/** The callback Daraja sends for a statement's line, as if the payment arrived live. */
export function liveBody(line: GeneratedLine) {
  const row = line.row;
  const [phone, ...name] = (row['Other Party Info'] ?? '').split(' - ');
  const time = (row['Completion Time'] ?? '').replace(/\D/g, '');
  return c2bBody({
    TransID: line.receipt,
    TransTime: time,
    TransAmount: (row['Paid In'] ?? '').replaceAll(',', ''),
    BillRefNumber: row['A/C No.'],
    MSISDN: phone,
    FirstName: name.join(' - '),
    LastName: '',
  });
}
