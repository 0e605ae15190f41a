import type { ReactNode } from 'react';
import { changesGroup, readOnlyOffice } from '../../lib/session';
import { useStoredUser } from '../../lib/useSession';

/**
 * A control that changes the group (add, approve, decide, save), left out for an office that
 * changes nothing: the auditor reads the same screens without it, and the server refuses the change
 * anyway (docs/decisions/offices.md, "The auditor changes nothing"). A member who opens an admin
 * screen still sees it, and the server's refusal, as before offices.
 */
export function ChangesGroup({ children, otherwise = null }: { children: ReactNode; otherwise?: ReactNode }) {
  return readOnlyOffice(useStoredUser()) ? otherwise : children;
}

/** Whether the signed-in user makes the admin's changes (an official). */
export const useChangesGroup = () => changesGroup(useStoredUser());

/** Whether the signed-in user's office changes nothing (the auditor): controls to disable. */
export const useReadOnlyOffice = () => readOnlyOffice(useStoredUser());
