import { z } from 'zod';
import { pagination } from '../books/contract.js';

/** The wire shapes of the audit trail (docs/architecture.md "Audit"), shared by the server and the web. */

/** A record's fields before and after the change, as `{ field: value }`; null for a creation's before. */
const fields = z.record(z.string(), z.unknown()).nullable();

export const auditRecordView = z.object({
  id: z.number().int(),
  at: z.string(),
  user_id: z.number().int().nullable(),
  /** The user's name, or null for an anonymous request (a failed sign-in). */
  user_name: z.string().nullable(),
  role: z.string().nullable(),
  address: z.string().nullable(),
  request_id: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.number().int().nullable(),
  member_id: z.number().int().nullable(),
  member_name: z.string().nullable(),
  before: fields,
  after: fields,
});
export type AuditRecordView = z.infer<typeof auditRecordView>;

export const auditAnswer = z.object({ records: z.array(auditRecordView), pagination });
export type AuditAnswer = z.infer<typeof auditAnswer>;

/** Entity and action names: lower-case words joined by `_` (`bank_account`, `sign_in`). */
export const AUDIT_NAME_PATTERN = /^[a-z][a-z_]{0,39}$/;

/** Field names that never enter the trail or an export: passwords, hashes, tokens, secrets. */
export function isSecretField(name: string): boolean {
  return /password|hash|token|secret/i.test(name);
}

/** Only the fields that differ between before and after (a creation keeps all of after). */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } {
  if (!before || !after) return { before, after };
  const changedBefore: Record<string, unknown> = {};
  const changedAfter: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      changedBefore[key] = before[key] ?? null;
      changedAfter[key] = after[key] ?? null;
    }
  }
  return { before: changedBefore, after: changedAfter };
}

/** Backups (docs/architecture.md "Backups"): what an admin sees of the newest one. */
export const backupInfo = z.object({
  file: z.string(),
  created_at: z.string(),
  size: z.number().int(),
});
export const latestBackupAnswer = z.object({ latest: backupInfo.nullable(), count: z.number().int() });
export type BackupInfo = z.infer<typeof backupInfo>;
