import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { memberAccounts } from '../../db/schema.js';

/**
 * The member of `userId` has a member account (docs/decisions/members.md, "Member accounts"): for the lists
 * of other modules.
 */
export const holdsMemberAccount = (userId: AnyPgColumn): SQL =>
  sql`exists (select 1 from ${memberAccounts} where ${memberAccounts.userId} = ${userId})`;
