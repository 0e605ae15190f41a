import { operations } from '@links/domain';
import { call } from '../../../lib/call';
import { useMutationOf } from '../../../lib/queries';
import { approvalsKey, settingsKey } from '../../../lib/query-keys';
import type { SettingsChange } from './update-settings';

/** The quorum's own settings (docs/decisions/approvals.md): changing them needs the quorum in force. */
export type ApprovalSettingsChange = Pick<SettingsChange, 'approvals_required' | 'approval_threshold'>;

export const updateApprovalSettings = (body: ApprovalSettingsChange) =>
  call(operations.updateSettings, { body });

/** Saves the change, or sends it for approval; the settings and the approvals refresh. */
export const useUpdateApprovalSettings = () =>
  useMutationOf(updateApprovalSettings, [settingsKey, approvalsKey]);
