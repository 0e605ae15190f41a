import { gt } from 'drizzle-orm';
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
