import { and, asc, count, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.js';
import { asPlatform, runInGroup } from '../../db/group-context.js';
import { groups, groupVersions } from '../../db/schema.js';
import { likeContaining } from '../../lib/text-search.js';
import { openChart } from '../books/index.js';
import { openSavingsKind } from '../contributions/index.js';
import { ensureSettings } from '../settings/settings.service.js';

/** The groups that may change anything now, oldest first (docs/decisions/groups.md, "Groups"). */
export function activeGroupIds(db: Db): Promise<number[]> {
  return asPlatform(async () => {
    const rows = await db
      .select({ id: groups.id })
      .from(groups)
      .where(eq(groups.status, 'active'))
      .orderBy(asc(groups.id));
    return rows.map((row) => row.id);
  });
}

/** Every group, suspended ones too, oldest first: what a check of the whole deployment goes through. */
export function allGroups(db: Db): Promise<{ id: number; name: string }[]> {
  return asPlatform(() =>
    db.select({ id: groups.id, name: groups.name }).from(groups).orderBy(asc(groups.id)),
  );
}

/** Of `ids`, the groups that are active, in order: a job's groups with work, less the suspended. */
export function activeAmong(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return asPlatform(async () => {
    const rows = await db
      .select({ id: groups.id })
      .from(groups)
      .where(and(eq(groups.status, 'active'), inArray(groups.id, [...new Set(ids)])))
      .orderBy(asc(groups.id));
    return rows.map((row) => row.id);
  });
}

/**
 * Runs `work` in each active group of `ids` (every active group when undefined) in turn, each in its
 * own group (docs/decisions/groups.md, "The group of a request"): a job's round of the groups. One
 * group's failure is reported and does not stop the others; the results come back in group order.
 */
export async function forGroups<T>(
  db: Db,
  ids: number[] | undefined,
  work: (groupId: number) => Promise<T>,
  onError: (groupId: number, error: unknown) => void,
): Promise<T[]> {
  const done: T[] = [];
  for (const groupId of ids === undefined ? await activeGroupIds(db) : await activeAmong(db, ids)) {
    try {
      done.push(await runInGroup(groupId, () => work(groupId)));
    } catch (error) {
      onError(groupId, error);
    }
  }
  return done;
}

/** {@link forGroups} over every active group. */
export function forEachGroup<T>(
  db: Db,
  work: (groupId: number) => Promise<T>,
  onError: (groupId: number, error: unknown) => void,
): Promise<T[]> {
  return forGroups(db, undefined, work, onError);
}

/**
 * A new group (docs/decisions/groups.md, "Groups"): its row and data version across groups, then, in
 * the group itself, its settings and the accounts every group's books have. Opening the group's
 * own rows again finishes a group whose first opening was cut short.
 */
export async function createGroup(
  db: Db,
  name: string,
  status: 'active' | 'pending' = 'active',
): Promise<number> {
  const groupId = await asPlatform(() =>
    db.transaction(async (tx) => {
      const [made] = await tx.insert(groups).values({ name, status }).returning({ id: groups.id });
      await tx.insert(groupVersions).values({ groupId: made!.id });
      return made!.id;
    }),
  );
  await openGroup(db, groupId, name);
  return groupId;
}

/** The rows every group starts with, in the group; a second call adds nothing. */
export function openGroup(db: Db, groupId: number, name: string): Promise<void> {
  return runInGroup(groupId, () =>
    db.transaction(async (tx) => {
      await ensureSettings(tx, name);
      await openChart(tx);
      await openSavingsKind(tx);
    }),
  );
}

export interface GroupSummary {
  id: number;
  name: string;
  status: GroupStatus;
}

/** docs/decisions/groups.md, "Groups": a group waiting for its first official's confirmation is `pending`. */
export type GroupStatus = 'pending' | 'active' | 'suspended';

/** The named groups, oldest first: a person's groups as the group switcher shows them. */
export async function groupsOf(db: DbOrTx, ids: number[]): Promise<GroupSummary[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: groups.id, name: groups.name, status: groups.status })
    .from(groups)
    .where(inArray(groups.id, ids))
    .orderBy(asc(groups.id));
}

/*
 * Query fragments for the check of every signed-in request (modules/auth/sessions.ts), which keeps
 * one query: the join onto the group of a row, and whether that group is suspended.
 */
export const groupJoin = (groupIdColumn: AnyPgColumn) => [groups, eq(groups.id, groupIdColumn)] as const;
export const groupSuspended = sql<boolean>`${groups.status} = 'suspended'`.mapWith(Boolean);

/**
 * Suspends a group or lets it go on (docs/decisions/groups.md, "Suspended groups"): across groups,
 * as the host does. A group still waiting for confirmation is left as it is. Answers whether it
 * changed.
 */
export async function setGroupStatus(
  db: Db,
  groupId: number,
  status: 'active' | 'suspended',
): Promise<boolean> {
  const changed = await asPlatform(() =>
    db
      .update(groups)
      .set({ status, suspendedAt: status === 'suspended' ? sql`now()` : null })
      .where(and(eq(groups.id, groupId), ne(groups.status, 'pending')))
      .returning({ id: groups.id }),
  );
  return changed.length > 0;
}

export interface GroupRow extends GroupSummary {
  createdAt: Date;
}

const groupRowColumns = {
  id: groups.id,
  name: groups.name,
  status: groups.status,
  createdAt: groups.createdAt,
};

/** A page of the deployment's groups, oldest first, by the start of a name's word when searched. */
export async function groupsPage(
  db: Db,
  page: { page: number; perPage: number; q?: string },
): Promise<{ rows: GroupRow[]; total: number }> {
  const named = page.q === undefined ? undefined : ilike(groups.name, likeContaining(page.q));
  return asPlatform(async () => {
    const [counted] = await db.select({ n: count() }).from(groups).where(named);
    const rows = await db
      .select(groupRowColumns)
      .from(groups)
      .where(named)
      .orderBy(asc(groups.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage);
    return { rows, total: counted?.n ?? 0 };
  });
}

/**
 * A group registered from /signup starts once its first official confirms it
 * (docs/decisions/signup.md, "Confirming"): answers whether this call started it.
 */
export async function startPendingGroup(db: Db, groupId: number): Promise<boolean> {
  const started = await asPlatform(() =>
    db
      .update(groups)
      .set({ status: 'active' })
      .where(and(eq(groups.id, groupId), eq(groups.status, 'pending')))
      .returning({ id: groups.id }),
  );
  return started.length > 0;
}

/** One group as the host sees it; undefined for no such group. */
export async function groupRow(db: Db, groupId: number): Promise<GroupRow | undefined> {
  const [row] = await asPlatform(() => db.select(groupRowColumns).from(groups).where(eq(groups.id, groupId)));
  return row;
}
