import multipart from '@fastify/multipart';
import { bankMappingAnswer, statementImportAnswer } from '@links/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../../lib/guards.js';
import { errorBody } from '../../lib/http-schemas.js';
import { idParam } from '../../lib/id-schemas.js';
import { signedInContext } from '../audit/audit.service.js';
import type { StatementImportService } from './statement-import.service.js';
import { multipartLimits, readUpload } from './upload.js';

const refusals = {
  401: errorBody,
  403: errorBody,
  404: errorBody,
  413: errorBody,
  415: errorBody,
  422: errorBody,
};

const fileDescription =
  'multipart/form-data: the CSV in the field "file" (at most 5 MB); for a bank statement also the ' +
  'column names in the fields date, description, credit, debit, reference and balance, or none to use ' +
  'the ones remembered for the account.';

/** Statement uploads (issue 9), admins only: all or nothing, each in one database transaction. */
export function statementImportRoutes(service: StatementImportService, guards: Guards) {
  return async (instance: FastifyInstance) => {
    await instance.register(multipart, { limits: multipartLimits });
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const tags = ['payments'];

    app.post(
      '/mpesa/statements',
      {
        onRequest: guards.admin,
        schema: {
          tags,
          summary:
            'Import an M-Pesa business statement (CSV): completed money in becomes payments, once each',
          description: fileDescription,
          consumes: ['multipart/form-data'],
          response: { 200: statementImportAnswer, ...refusals },
        },
      },
      async (request) => {
        const upload = await readUpload(request);
        return service.importMpesa(signedInContext(request), upload.bytes);
      },
    );

    app.post(
      '/bank-statements/:accountId',
      {
        onRequest: guards.admin,
        schema: {
          tags,
          summary: "Import a bank's statement (CSV) into a bank account of the books, by a column mapping",
          description: fileDescription,
          consumes: ['multipart/form-data'],
          params: z.object({ accountId: idParam('accountId') }),
          response: { 200: statementImportAnswer, ...refusals },
        },
      },
      async (request) => {
        const upload = await readUpload(request);
        return service.importBank(
          signedInContext(request),
          request.params.accountId,
          upload.bytes,
          upload.fields,
        );
      },
    );

    app.get(
      '/bank-statements/:accountId/mapping',
      {
        onRequest: guards.admin,
        schema: {
          tags,
          summary: 'The column mapping remembered for a bank account, or null',
          params: z.object({ accountId: idParam('accountId') }),
          response: { 200: bankMappingAnswer, ...refusals },
        },
      },
      async (request) => service.mapping(request.params.accountId),
    );
  };
}
