import type { ReactNode } from 'react';
import { changesGroup } from '../../lib/session';
import { useStoredUser } from '../../lib/useSession';

/**
 * A control that changes the group (add, approve, decide, save): shown to the officials only. The
 * auditor reads the same screens without it; the server refuses the change anyway
 * (docs/decisions/offices.md, "The auditor changes nothing").
 */
export function ChangesGroup({ children, otherwise = null }: { children: ReactNode; otherwise?: ReactNode }) {
  return changesGroup(useStoredUser()) ? children : otherwise;
}

/** Whether the signed-in user makes the admin's changes, for a control that must be disabled rather than hidden. */
export const useChangesGroup = () => changesGroup(useStoredUser());
