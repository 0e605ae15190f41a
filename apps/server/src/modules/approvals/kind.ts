import { type Cents, cents } from '@links/domain';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { SignedInContext } from '../audit/audit.service.js';

/** The group's settings a request is weighed by: the quorum and the expense threshold (settings' own). */
export interface QuorumSettings {
  approvalsRequired: number;
  approvalThresholdCents: number;
}

/** What an executor is given besides its payload: who triggered it and the group's clock then. */
export interface Execution {
  context: SignedInContext;
  today: string;
  now: Date;
  /**
   * The officials who approved it, in the order they did: the maker acting alone, or the votes
   * that carried the request (docs/decisions/notifications.md, "Money out").
   */
  approverIds: number[];
}

/** What a request is about, worked out from its payload and a trial run's answer. */
export interface About {
  summary: string;
  amount: Cents | null;
  beneficiaryId: number | null;
  /** One pending request per subject (a fine, an application, the quorum); null for none. */
  subject: string | null;
  /** What the run made (`loan:12`); kept on the request once executed. */
  reference: string;
}

/**
 * One kind of request (docs/decisions/approvals.md, "Kinds"): the schema of its stored payload,
 * the owning module's use case that carries it out (inside the vote's transaction `db` is that
 * transaction, so the use case's own transaction becomes a savepoint of it), and what it is about.
 */
export interface ApprovalKindSpec<Payload, Answer> {
  payload: z.ZodType<Payload>;
  execute(db: Db, payload: Payload, run: Execution): Promise<Answer>;
  about(payload: Payload, answer: Answer): About;
  /** Whether this call needs the quorum at all (an expense below the threshold does not). */
  needsQuorum?(payload: Payload, settings: QuorumSettings): boolean;
}

export const defineKind = <Payload, Answer>(spec: ApprovalKindSpec<Payload, Answer>) => spec;

/** The stored payloads' fields: what the routes' schemas already read (ids, cents, dates, text). */
export const stored = {
  id: z.number().int().min(1),
  cents: z
    .number()
    .int()
    .min(0)
    .transform((value) => cents(value)),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  text: z.string(),
};

export { kesToCents as answerCents } from '@links/domain';
