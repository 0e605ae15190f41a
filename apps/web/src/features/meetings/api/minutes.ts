import { type BodyInput, type MeetingMinutes, operations, pathOf } from '@links/domain';
import { useQuery } from '@tanstack/react-query';
import { requestFile } from '../../../lib/api';
import { call } from '../../../lib/call';
import { saveFile } from '../../../lib/download';
import { useMutationOf } from '../../../lib/queries';
import { auditKey, meetingsKey } from '../../../lib/query-keys';

/**
 * The key of one meeting's minutes. Under the meetings' key: a change to the sheet (who came, the
 * money) refreshes them with the list.
 */
export const minutesKey = (meetingId: number) => [...meetingsKey, 'minutes', meetingId] as const;

/**
 * `GET /meetings/{meetingId}/minutes` (every member, docs/decisions/meetings.md, "Minutes"): what the
 * secretary wrote, with who came, the money received and the loans issued that day.
 */
export const useMeetingMinutes = (meetingId: number) =>
  useQuery({
    queryKey: minutesKey(meetingId),
    queryFn: () => call(operations.meetingMinutes, { params: { meetingId } }),
  });

export type SaveMinutesBody = BodyInput<typeof operations.saveMeetingMinutes>;

/** `PUT /meetings/{meetingId}/minutes` (officials): the agenda, notes and resolutions replace what was there. */
export const useSaveMinutes = (meetingId: number) =>
  useMutationOf(
    (body: SaveMinutesBody) => call(operations.saveMeetingMinutes, { params: { meetingId }, body }),
    (queryClient, { message: _, ...minutes }: MeetingMinutes & { message: string }) => {
      queryClient.setQueryData(minutesKey(meetingId), minutes);
      return queryClient.invalidateQueries({ queryKey: auditKey });
    },
  );

/** Where the minutes' PDF is: `GET /meetings/{meetingId}/minutes.pdf`, under the API's base. */
export const minutesPdfPath = (meetingId: number) => pathOf(operations.meetingMinutesPdf, { meetingId });

/**
 * The minutes as a PDF file, fetched as the statement's is (with the session, refreshed when it has
 * run out, and a refusal in the server's words), then saved under the name the server gives it.
 */
export async function downloadMinutesPdf(meetingId: number, date: string): Promise<void> {
  const file = await requestFile(minutesPdfPath(meetingId));
  saveFile(file.blob, file.fileName ?? `minutes-${date}.pdf`);
}
