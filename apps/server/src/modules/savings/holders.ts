import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { savingsAccounts } from '../../db/schema.js';

/** The member of `userId` has a savings account (decisions §4): for the lists of other modules. */
export const holdsSavingsAccount = (userId: AnyPgColumn): SQL =>
  sql`exists (select 1 from ${savingsAccounts} where ${savingsAccounts.userId} = ${userId})`;
