import { groupSettings } from '../db/schema.js';
import type { TestContext } from './app.js';

/**
 * Sets the group's quorum straight in the database, for a scene whose officials test something
 * other than the quorum (docs/decisions/approvals.md): with 1, each official acts alone as before.
 */
export async function setQuorum(ctx: TestContext, approvalsRequired: number): Promise<void> {
  await ctx.database.db.update(groupSettings).set({ approvalsRequired });
}
