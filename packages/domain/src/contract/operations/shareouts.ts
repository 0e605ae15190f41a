import { z } from 'zod';
import { approvalPending } from '../approvals/contract.js';
import { idParam } from '../ids.js';
import { documentLanguageParam, pageQuery } from '../lists.js';
import {
  memberShareOutsAnswer,
  shareOutCommitAnswer,
  shareOutCommitRequestSchema,
  shareOutListQuery,
  shareOutPreviewAnswer,
  shareOutPreviewRequestSchema,
  shareOutsAnswer,
  shareOutView,
} from '../shareout/contract.js';
import { operation, refusals } from './operation.js';

/** The share-out (docs/share-out.md): admins preview, commit and read them; a member their own lines. */

const formats = z.enum(['json', 'pdf'], { error: 'format must be json or pdf' });

export const shareOutOperations = {
  previewShareOut: operation({
    name: 'previewShareOut',
    method: 'POST',
    path: '/share-outs/preview',
    body: shareOutPreviewRequestSchema,
    response: { 200: shareOutPreviewAnswer, ...refusals(401, 403, 409, 422) },
  }),
  commitShareOut: operation({
    name: 'commitShareOut',
    method: 'POST',
    path: '/share-outs',
    body: shareOutCommitRequestSchema,
    response: { 201: shareOutCommitAnswer, 202: approvalPending, ...refusals(401, 403, 409, 422) },
  }),
  shareOuts: operation({
    name: 'shareOuts',
    method: 'GET',
    path: '/share-outs',
    querystring: shareOutListQuery,
    response: { 200: shareOutsAnswer, ...refusals(401, 403, 422) },
  }),
  /** `format=pdf` answers the share-out as a PDF file instead. */
  shareOut: operation({
    name: 'shareOut',
    method: 'GET',
    path: '/share-outs/{id}',
    params: z.object({ id: idParam('id') }),
    querystring: z.object({ format: formats.default('json'), lang: documentLanguageParam }),
    response: { 200: shareOutView, ...refusals(401, 403, 404, 422) },
  }),
  memberShareOuts: operation({
    name: 'memberShareOuts',
    method: 'GET',
    path: '/share-outs/user/{userId}',
    params: z.object({ userId: idParam('userId') }),
    querystring: pageQuery,
    response: { 200: memberShareOutsAnswer, ...refusals(401, 403, 404, 422) },
  }),
};
