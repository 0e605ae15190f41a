import {
  type ClaimTypeInput,
  type ContributionKindView,
  type CreateContributionKindInput,
  centsToKes,
  type UpdateContributionKindInput,
} from '@links/domain';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { contributionKinds } from '../../db/schema.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import { recordAudit, type SignedInContext } from '../audit/audit.service.js';
import {
  accountBalancesOf,
  accountCodesOf,
  openContributionAccount,
  renameLedgerAccount,
  systemAccountId,
} from '../books/index.js';

export type ContributionKind = typeof contributionKinds.$inferSelect;

export const KIND_NOT_FOUND = 'Contribution kind not found';
export const KIND_EXISTS = 'CONTRIBUTION_KIND_EXISTS';

/**
 * The group's savings as the first kind (docs/decisions/contribution-kinds.md, "Savings is the first
 * kind"), opened with the group beside its chart; a second call adds nothing.
 */
export async function openSavingsKind(tx: Tx): Promise<void> {
  await tx
    .insert(contributionKinds)
    .values({
      name: 'Savings',
      kind: 'savings',
      isSavings: true,
      accountId: await systemAccountId(tx, 'savings'),
    })
    .onConflictDoNothing();
}

/** Every kind of the group: savings first, then by name. */
export async function allKinds(db: DbOrTx): Promise<ContributionKind[]> {
  return db
    .select()
    .from(contributionKinds)
    .orderBy(
      sql`${contributionKinds.isSavings} desc`,
      asc(sql`lower(${contributionKinds.name})`),
      asc(contributionKinds.id),
    );
}

/** The kinds of the given ids. */
export async function kindsByIds(db: DbOrTx, ids: number[]): Promise<Map<number, ContributionKind>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(contributionKinds).where(inArray(contributionKinds.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** What a kind holds, in its account's normal direction: a liability's and an income's credit less debit. */
const heldBy = (debitLessCredit: number) => -debitLessCredit;

export async function kindViews(db: DbOrTx, kinds: ContributionKind[]): Promise<ContributionKindView[]> {
  const accountIds = kinds.map((kind) => kind.accountId);
  const [balances, codes] = await Promise.all([
    accountBalancesOf(db, accountIds),
    accountCodesOf(db, accountIds),
  ]);
  return kinds.map((kind) => ({
    id: kind.id,
    name: kind.name,
    kind: kind.kind,
    is_savings: kind.isSavings,
    expected_amount: kind.expectedCents === null ? null : centsToKes(kind.expectedCents),
    expected_every: kind.expectedEvery,
    active: kind.active,
    account_id: kind.accountId,
    account_code: codes.get(kind.accountId) ?? '',
    balance: centsToKes(heldBy(balances.get(kind.accountId) ?? 0)),
    claim_types: kind.claimTypes.map((type) => ({ name: type.name, limit: centsToKes(type.limitCents) })),
  }));
}

const nameTaken = (name: string) =>
  conflict(`There is already a contribution kind called ${name}.`, KIND_EXISTS);

async function refuseTakenName(tx: Tx, name: string, except?: number) {
  const [taken] = await tx
    .select({ id: contributionKinds.id, name: contributionKinds.name })
    .from(contributionKinds)
    .where(
      and(
        eq(sql`lower(${contributionKinds.name})`, name.toLowerCase()),
        except === undefined ? undefined : ne(contributionKinds.id, except),
      ),
    );
  if (taken) throw nameTaken(taken.name);
}

/** The chart's codes are handed out one at a time; so are the kinds' names. */
async function lockKinds(tx: Tx) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('links.contribution_kinds'))`);
}

/** POST /contribution-kinds: the kind and its books account, in one database transaction, audited. */
/** Only a fund pays claims (docs/decisions/fund-claims.md, "Claim types"). */
function refuseClaimTypesOf(kind: string, types: readonly unknown[] | undefined) {
  if (kind !== 'fund' && types !== undefined && types.length > 0) {
    throw unprocessable('Only a fund has claim types.', { claim_types: 'Only a fund has claim types' });
  }
}

const storedTypes = (types: readonly ClaimTypeInput[]) =>
  types.map((type) => ({ name: type.name, limitCents: type.limit as number }));

export async function createKind(db: Db, input: CreateContributionKindInput, who: SignedInContext) {
  refuseClaimTypesOf(input.kind, input.claim_types);
  return db.transaction(async (tx) => {
    await lockKinds(tx);
    await refuseTakenName(tx, input.name);
    const accountId = await openContributionAccount(tx, input.kind, input.name);
    const [row] = await tx
      .insert(contributionKinds)
      .values({
        name: input.name,
        kind: input.kind,
        expectedCents: input.expected_amount ?? null,
        expectedEvery: input.expected_every,
        accountId,
        claimTypes: storedTypes(input.claim_types),
      })
      .returning();
    const kind = row!;
    await recordAudit(tx, who, {
      action: 'create',
      entity: 'contribution_kind',
      entityId: kind.id,
      after: auditedKind(kind),
    });
    const [view] = await kindViews(tx, [kind]);
    return { contribution_kind: view!, message: `${kind.name} added.` };
  });
}

const auditedKind = (kind: ContributionKind) => ({
  name: kind.name,
  kind: kind.kind,
  expected_amount: kind.expectedCents === null ? null : centsToKes(kind.expectedCents),
  expected_every: kind.expectedEvery,
  active: kind.active,
  claim_types: kind.claimTypes.map((type) => ({ name: type.name, limit: centsToKes(type.limitCents) })),
});

/** PATCH /contribution-kinds/{id}: its name, expected amount, or whether it takes money. */
export async function updateKind(
  db: Db,
  id: number,
  input: UpdateContributionKindInput,
  who: SignedInContext,
) {
  return db.transaction(async (tx) => {
    await lockKinds(tx);
    const [kind] = await tx
      .select()
      .from(contributionKinds)
      .where(eq(contributionKinds.id, id))
      .for('update');
    if (!kind) throw notFound(KIND_NOT_FOUND);
    refuseClaimTypesOf(kind.kind, input.claim_types);
    if (input.active === false && kind.isSavings) {
      throw unprocessable('Savings cannot be closed: every member’s savings are kept in it.', {
        active: 'Savings cannot be closed',
      });
    }
    if (kind.isSavings && input.expected_amount !== undefined) {
      throw unprocessable(
        'What each member is expected to save is their yearly savings target.',
        { expected_amount: 'Savings follow each member’s yearly target' },
        'SAVINGS_TARGET',
      );
    }
    if (input.name !== undefined) await refuseTakenName(tx, input.name, id);
    const expectedCents = input.expected_amount === undefined ? kind.expectedCents : input.expected_amount;
    const expectedEvery =
      expectedCents === null ? null : (input.expected_every ?? kind.expectedEvery ?? 'month');
    const [saved] = await tx
      .update(contributionKinds)
      .set({
        name: input.name ?? kind.name,
        expectedCents,
        expectedEvery,
        active: input.active ?? kind.active,
        claimTypes: input.claim_types === undefined ? kind.claimTypes : storedTypes(input.claim_types),
      })
      .where(eq(contributionKinds.id, id))
      .returning();
    if (input.name !== undefined && !kind.isSavings)
      await renameLedgerAccount(tx, kind.accountId, input.name);
    await recordAudit(tx, who, {
      action: 'update',
      entity: 'contribution_kind',
      entityId: id,
      before: auditedKind(kind),
      after: auditedKind(saved!),
    });
    const [view] = await kindViews(tx, [saved!]);
    return { contribution_kind: view!, message: `${saved!.name} saved.` };
  });
}
