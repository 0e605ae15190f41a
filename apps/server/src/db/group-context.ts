import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The group a piece of work acts in (docs/decisions/groups.md, "The group of a request"). The
 * database driver hands it to every statement as the connection setting `app.group_id`; row-level
 * security and the `group_id` columns' defaults read it there.
 */
export interface GroupScope {
  /** The group; undefined only for work across groups. */
  groupId: number | undefined;
  /** Work across groups on purpose (the jobs' round of the groups, the host's list). */
  platform: boolean;
  /** The group's data version as the request's sign-in check read it, with the group it is of. */
  version?: { groupId: number; value: string };
}

/** The group of anything that names none: a single-group install's only group. */
export const DEFAULT_GROUP_ID = 1;

const scopes = new AsyncLocalStorage<GroupScope>();

const DEFAULT_SCOPE: Readonly<GroupScope> = Object.freeze({ groupId: DEFAULT_GROUP_ID, platform: false });

/** The scope the current work runs in. */
export function currentScope(): Readonly<GroupScope> {
  return scopes.getStore() ?? DEFAULT_SCOPE;
}

/** The group the current work acts in; work across groups has none, which is an error here. */
export function currentGroupId(): number {
  const { groupId } = currentScope();
  if (groupId === undefined) throw new Error('This work runs across groups and names no group.');
  return groupId;
}

/**
 * Runs `work` in group `groupId`, whatever the surrounding work's group. Its result is awaited in
 * the group: a query builder handed back unrun (drizzle's run when awaited) runs there too.
 */
export function runInGroup<T>(groupId: number, work: () => T | PromiseLike<T>): Promise<T> {
  return scopes.run({ groupId, platform: false }, async () => await work());
}

/**
 * Runs `work` across groups (docs/decisions/groups.md, "The group of a request"): it sees every
 * group's rows and adds none without naming its group. Its result is awaited there, as with
 * `runInGroup`.
 */
export function asPlatform<T>(work: () => T | PromiseLike<T>): Promise<T> {
  return scopes.run({ groupId: undefined, platform: true }, async () => await work());
}

/**
 * Runs the rest of a request in a scope of its own, in the default group until the caller's access
 * token names another (`setRequestGroup`).
 */
export function runRequest(work: () => void): void {
  scopes.run({ groupId: DEFAULT_GROUP_ID, platform: false }, work);
}

/** The request's group, from its verified access token. */
export function setRequestGroup(groupId: number): void {
  const scope = scopes.getStore();
  if (!scope) throw new Error('A request group is set only inside a request.');
  scope.groupId = groupId;
  scope.platform = false;
}

/**
 * Keeps the data version of the request's group, read in the same statement as the caller's sign-in
 * (docs/decisions/speed.md, "The data version read with the sign-in"), for the rest of the request.
 */
export function noteRequestVersion(value: string): void {
  const scope = scopes.getStore();
  if (scope?.groupId !== undefined && !scope.platform) scope.version = { groupId: scope.groupId, value };
}

/** The version `noteRequestVersion` kept, while the work is still in that group; else undefined. */
export function requestVersion(): string | undefined {
  const { groupId, platform, version } = currentScope();
  return version !== undefined && !platform && version.groupId === groupId ? version.value : undefined;
}

/**
 * What the connection settings must say for the current scope: the value of `app.group_id` and of
 * `app.scope`, joined as one key so a connection can tell whether it already says it.
 */
export function scopeSettings(): { groupId: string; scope: string; key: string } {
  const { groupId, platform } = currentScope();
  const group = groupId === undefined ? '' : String(groupId);
  const scope = platform ? 'platform' : '';
  return { groupId: group, scope, key: `${group}|${scope}` };
}
