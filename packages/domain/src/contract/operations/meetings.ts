import { z } from 'zod';
import { documentLanguageParam } from '../lists.js';
import {
  createMeetingBodyFor,
  meetingAnswer,
  meetingIdParams,
  meetingListQuery,
  meetingMinutes,
  meetingSheet,
  meetingsPage,
  minutesAnswer,
  saveMinutesBody,
  saveSheetBody,
} from '../meetings/index.js';
import { operation, refusals } from './operation.js';

/** The group's meetings and their sheets (docs/decisions/meetings.md). */
export const meetingOperations = {
  createMeeting: operation({
    name: 'createMeeting',
    method: 'POST',
    path: '/meetings',
    body: createMeetingBodyFor,
    response: { 201: meetingAnswer, ...refusals(401, 403, 409, 422) },
  }),
  meetings: operation({
    name: 'meetings',
    method: 'GET',
    path: '/meetings',
    querystring: meetingListQuery,
    response: { 200: meetingsPage, ...refusals(401, 403, 422) },
  }),
  meetingSheet: operation({
    name: 'meetingSheet',
    method: 'GET',
    path: '/meetings/{meetingId}',
    params: meetingIdParams,
    response: { 200: meetingSheet, ...refusals(401, 403, 404, 422) },
  }),
  saveMeetingEntries: operation({
    name: 'saveMeetingEntries',
    method: 'PUT',
    path: '/meetings/{meetingId}/entries',
    params: meetingIdParams,
    body: saveSheetBody,
    response: { 200: meetingAnswer, ...refusals(401, 403, 404, 409, 422) },
  }),
  submitMeeting: operation({
    name: 'submitMeeting',
    method: 'POST',
    path: '/meetings/{meetingId}/submit',
    params: meetingIdParams,
    response: { 200: meetingAnswer, ...refusals(401, 403, 404, 409, 422) },
  }),
  approveMeeting: operation({
    name: 'approveMeeting',
    method: 'POST',
    path: '/meetings/{meetingId}/approve',
    params: meetingIdParams,
    response: { 200: meetingAnswer, ...refusals(401, 403, 404, 409, 422) },
  }),
  meetingMinutes: operation({
    name: 'meetingMinutes',
    method: 'GET',
    path: '/meetings/{meetingId}/minutes',
    params: meetingIdParams,
    response: { 200: meetingMinutes, ...refusals(401, 403, 404, 422) },
  }),
  saveMeetingMinutes: operation({
    name: 'saveMeetingMinutes',
    method: 'PUT',
    path: '/meetings/{meetingId}/minutes',
    params: meetingIdParams,
    body: saveMinutesBody,
    response: { 200: minutesAnswer, ...refusals(401, 403, 404, 422) },
  }),
  meetingMinutesPdf: operation({
    name: 'meetingMinutesPdf',
    method: 'GET',
    path: '/meetings/{meetingId}/minutes.pdf',
    params: meetingIdParams,
    querystring: z.object({ lang: documentLanguageParam }),
    /** The minutes as a PDF file (application/pdf). */
    response: { 200: z.unknown(), ...refusals(401, 403, 404, 422) },
  }),
};
