import type { ApprovalKind } from '@links/domain';
import type { Tx } from '../../db/client.js';
import type { ApprovalKindSpec, QuorumSettings } from './kind.js';

/**
 * The kinds' payloads and answers, declared by the module that defines the kinds above every module
 * they carry out (modules/approval-kinds adds `registry: typeof approvalKinds` here), so that
 * `askOrAct` keeps its types while approvals imports none of those modules (docs/architecture.md,
 * "Server modules").
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by modules/approval-kinds
export interface ApprovalKindTypes {}

export type Kinds = ApprovalKindTypes extends { registry: infer R }
  ? R
  : Record<ApprovalKind, ApprovalKindSpec<never, unknown>>;
export type PayloadOf<K extends ApprovalKind> =
  Kinds[K] extends ApprovalKindSpec<infer P, unknown> ? P : never;
export type AnswerOf<K extends ApprovalKind> = Kinds[K] extends ApprovalKindSpec<never, infer A> ? A : never;

/** Reads the group's quorum settings inside the call's transaction. */
export type QuorumSettingsOf = (tx: Tx) => Promise<QuorumSettings>;

let registered:
  | { kinds: Record<ApprovalKind, { execute: unknown; about: unknown }>; settingsOf: QuorumSettingsOf }
  | undefined;

/**
 * The registry of kinds (docs/decisions/approvals.md, "Kinds"), filled once at start (app.ts, and the
 * demo's script) with the kinds and the reader of the quorum settings.
 */
export function registerApprovals(
  kinds: Record<ApprovalKind, { execute: unknown; about: unknown }>,
  settingsOf: QuorumSettingsOf,
) {
  registered = { kinds, settingsOf };
}

function registry() {
  if (!registered) throw new Error('No approval kinds are registered (registerApprovalKinds at start).');
  return registered;
}

/** A kind as the service runs it, whatever its payload. */
export const kindOf = (kind: ApprovalKind) =>
  registry().kinds[kind] as unknown as ApprovalKindSpec<unknown, unknown>;

/** The quorum settings in force, read inside `tx`. */
export const quorumSettings = (tx: Tx) => registry().settingsOf(tx);
