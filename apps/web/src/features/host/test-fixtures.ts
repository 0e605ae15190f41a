/**
 * A group as the host's list shows it: opened on November 1, 24 members, 3.4 MB stored, last active
 * on November 27.
 */
export const hostGroupRow = (group_id: number, name: string, status: 'pending' | 'active' | 'suspended') => ({
  group_id,
  name,
  status,
  created_at: '2026-11-01T08:00:00.000Z',
  members: 24,
  last_activity: '2026-11-27T10:00:00.000Z',
  storage_bytes: 3_400_000,
});
