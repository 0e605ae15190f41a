/**
 * How many officials must agree to one request (docs/decisions/approvals.md, "How many must
 * agree"): the group's `approvals_required`, but never more than the officials other than the
 * beneficiary; the maker counts as the first approval unless they gain from it.
 */
export interface QuorumInput {
  /** The group's setting, 1 to 3. */
  required: number;
  officials: readonly number[];
  makerId: number;
  beneficiaryId: number | null;
}

export interface Quorum {
  /** Distinct approvals the request needs; 0 when no official but the beneficiary exists. */
  required: number;
  /** Whether the maker's own call is the first approval. */
  makerCounts: boolean;
  /** The call acts at once, as a lone official's does. */
  actsNow: boolean;
}

export function quorumOf({ required, officials, makerId, beneficiaryId }: QuorumInput): Quorum {
  const voters = new Set(officials.filter((id) => id !== beneficiaryId));
  const needed = Math.min(required, voters.size);
  const makerCounts = voters.has(makerId);
  return { required: needed, makerCounts, actsNow: needed === 0 || (makerCounts && needed <= 1) };
}
