import { z } from 'zod';
import { memberStatementSchema } from '../books/statement.js';
import { idParam } from '../ids.js';
import { documentLanguageParam } from '../lists.js';
import { periodQuery } from '../request-fields.js';
import { operation, refusals } from './operation.js';

const formats = z.enum(['json', 'csv', 'pdf'], { error: 'format must be json, csv or pdf' });

/** A member's statement (docs/books.md): JSON, or (`format=csv|pdf`) the same as a file. */
export const statementOperations = {
  memberStatement: operation({
    name: 'memberStatement',
    method: 'GET',
    path: '/statements/{userId}',
    params: z.object({ userId: idParam('userId') }),
    querystring: periodQuery().and(
      z.object({ format: formats.default('json'), lang: documentLanguageParam }),
    ),
    response: { 200: memberStatementSchema, ...refusals(401, 403, 404, 422) },
  }),
};
