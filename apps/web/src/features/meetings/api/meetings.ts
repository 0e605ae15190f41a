import { type BodyInput, type MeetingAnswer, type MeetingSheet, operations, pathOf } from '@links/domain';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { answerOf, call } from '../../../lib/call';
import { serverList, useMutationOf } from '../../../lib/queries';
import {
  approvalsKey,
  auditKey,
  bankingKey,
  booksKey,
  finesKey,
  loansKey,
  meetingsKey,
  savingsKey,
  transactionsKey,
} from '../../../lib/query-keys';

/** Meetings shown on one page of the list. */
export const MEETINGS_PER_PAGE = 10;

/** `GET /meetings?page&per_page` (every member, to find the minutes): newest first, paged on the server. */
const meetings = serverList({
  key: meetingsKey,
  path: pathOf(operations.meetings),
  check: answerOf(operations.meetings),
  perPage: MEETINGS_PER_PAGE,
  filters: [],
});

export const useMeetings = (page: number) => meetings.usePage(page, {});

/** The key of one meeting's sheet. */
export const sheetKey = (meetingId: number) => [...meetingsKey, 'sheet', meetingId] as const;

/** `GET /meetings/{meetingId}`: the meeting, a row per member and the totals. */
export const useMeetingSheet = (meetingId: number) =>
  useQuery({
    queryKey: sheetKey(meetingId),
    queryFn: () => call(operations.meetingSheet, { params: { meetingId } }),
  });

/** The sheet a change answered with, without the server's words. */
const sheetOf = ({ message: _, ...sheet }: MeetingAnswer): MeetingSheet => sheet;

/** The list's pages, whose figures a change moves; not the sheets, which their answers replace. */
const refreshList = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    queryKey: meetingsKey,
    predicate: (query) => query.queryKey[1] !== 'sheet',
  });

/** `POST /meetings {date, kind}`: opens the meeting and its sheet, every member expected to bring typed in. */
export const useCreateMeeting = () =>
  useMutationOf(
    (body: BodyInput<typeof operations.createMeeting>) => call(operations.createMeeting, { body }),
    (queryClient, answer: MeetingAnswer) => {
      queryClient.setQueryData(sheetKey(answer.meeting_id), sheetOf(answer));
      return refreshList(queryClient);
    },
  );

export type SaveSheetBody = BodyInput<typeof operations.saveMeetingEntries>;

/**
 * `PUT /meetings/{meetingId}/entries {account_id?, entries}`: the rows sent replace theirs
 * (docs/decisions/meetings.md, "Saving as you go"). The sheet on screen keeps what is typed; only
 * the list learns of the new figures.
 */
export function saveSheetRows(
  queryClient: QueryClient,
  meetingId: number,
  body: SaveSheetBody,
): Promise<MeetingAnswer> {
  return call(operations.saveMeetingEntries, { params: { meetingId }, body }).then((answer) => {
    void refreshList(queryClient);
    return answer;
  });
}

/**
 * What a submit or an approval changes: the sheet itself (its answer), the list, and the money the
 * sheet's transactions and fines move.
 */
const decided = (queryClient: QueryClient, answer: MeetingAnswer) => {
  queryClient.setQueryData(sheetKey(answer.meeting_id), sheetOf(answer));
  const moved = [
    transactionsKey,
    savingsKey,
    loansKey,
    finesKey,
    booksKey,
    bankingKey,
    approvalsKey,
    auditKey,
  ];
  return Promise.all([
    refreshList(queryClient),
    ...moved.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ]);
};

/** `POST /meetings/{meetingId}/submit`: a pending transaction per member who paid, and the attendance fines. */
export const useSubmitMeeting = () =>
  useMutationOf((meetingId: number) => call(operations.submitMeeting, { params: { meetingId } }), decided);

/** `POST /meetings/{meetingId}/approve`: every pending transaction of the sheet approved at once. */
export const useApproveMeeting = () =>
  useMutationOf((meetingId: number) => call(operations.approveMeeting, { params: { meetingId } }), decided);
