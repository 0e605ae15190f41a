import type { MeetingView } from '@links/domain';

/** A meeting as `GET /meetings` lists it: an ordinary one of March 7, paid into Cash on hand, still a draft. */
export const meetingView = (id: number, patch: Partial<MeetingView>): MeetingView => ({
  meeting_id: id,
  date: '2026-03-07',
  kind: 'ordinary',
  status: 'Draft',
  account_id: 1,
  account_name: 'Cash on hand',
  attended: 15,
  members: 17,
  total: 42_500,
  created_at: '2026-03-07T07:00:00.000Z',
  submitted_at: null,
  approved_at: null,
  ...patch,
});
