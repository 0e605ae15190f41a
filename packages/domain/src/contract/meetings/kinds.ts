/** A meeting's kinds and the states of its sheet (docs/decisions/meetings.md, "A meeting"). */
export const MEETING_KINDS = ['ordinary', 'special', 'annual'] as const;
export type MeetingKind = (typeof MEETING_KINDS)[number];

export const MEETING_STATUSES = ['Draft', 'Submitted', 'Approved'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];
