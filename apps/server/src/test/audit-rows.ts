import { gt } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditRecords } from '../db/schema.js';
import type { TestContext } from './app.js';

export type AuditRow = typeof auditRecords.$inferSelect;

/** The newest audit record's id, to read what a step wrote after it. */
export async function lastAuditId(ctx: TestContext): Promise<number> {
  const rows = await ctx.database.db.select({ id: auditRecords.id }).from(auditRecords);
  return rows.reduce((max, row) => Math.max(max, row.id), 0);
}

/** The audit records written after `sinceId`, oldest first. */
export async function auditRowsAfter(ctx: TestContext, sinceId: number): Promise<AuditRow[]> {
  return ctx.database.db
    .select()
    .from(auditRecords)
    .where(gt(auditRecords.id, sinceId))
    .orderBy(auditRecords.id);
}

/** Runs a step and answers the audit records it wrote. */
export async function auditOf(ctx: TestContext, step: () => Promise<unknown>): Promise<AuditRow[]> {
  const since = await lastAuditId(ctx);
  await step();
  return auditRowsAfter(ctx, since);
}

/** Sends a request and answers it with the audit records it wrote. */
export async function auditOfRequest<Response>(
  ctx: TestContext,
  send: () => Promise<Response>,
): Promise<{ response: Response; rows: AuditRow[] }> {
  let response: Response | undefined;
  const rows = await auditOf(ctx, async () => {
    response = await send();
  });
  return { response: response as Response, rows };
}

type Sent = { statusCode: number; body: string };

/** Expects a request's status and exactly one audit record, which it answers. */
export async function expectOneRecord(ctx: TestContext, send: () => Promise<Sent>, status = 200) {
  const { response, rows } = await auditOfRequest(ctx, send);
  expect(response.statusCode, response.body).toBe(status);
  expect(rows, JSON.stringify(rows)).toHaveLength(1);
  return rows[0] as AuditRow;
}

/** Expects a request's status and no audit record: a refused change (4xx) leaves none. */
export async function expectNoRecord(ctx: TestContext, send: () => Promise<Sent>, status: number) {
  const { response, rows } = await auditOfRequest(ctx, send);
  expect(response.statusCode, response.body).toBe(status);
  expect(rows).toEqual([]);
}
