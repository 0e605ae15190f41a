import { orApprovalPending, settingsAnswer } from '@links/domain';
import { requestParsed } from '../../../lib/api';
import { useMutationOf } from '../../../lib/queries';
import { approvalsKey, settingsKey } from '../../../lib/query-keys';

/** The quorum's own settings (docs/decisions/approvals.md): changing them needs the quorum in force. */
export interface ApprovalSettingsChange {
  approvals_required?: number;
  approval_threshold?: number;
}

export const updateApprovalSettings = (change: ApprovalSettingsChange) =>
  requestParsed(orApprovalPending(settingsAnswer), '/settings', 'PATCH', change);

/** Saves the change, or sends it for approval; the settings and the approvals refresh. */
export const useUpdateApprovalSettings = () =>
  useMutationOf(updateApprovalSettings, [settingsKey, approvalsKey]);
