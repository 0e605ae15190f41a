import { useSyncExternalStore } from 'react';
import { readUser, sessionSnapshot, subscribeSession } from './session';

/** The stored user record, re-read whenever the session cookies change. */
export function useStoredUser() {
  const snapshot = useSyncExternalStore(subscribeSession, sessionSnapshot);
  // The snapshot is the cookie string, so the record is re-parsed only when it changes.
  return snapshotUser(snapshot);
}

let lastSnapshot: string | null = null;
let lastUser: ReturnType<typeof readUser> = null;
function snapshotUser(snapshot: string) {
  if (snapshot !== lastSnapshot) {
    lastSnapshot = snapshot;
    lastUser = readUser();
  }
  return lastUser;
}
