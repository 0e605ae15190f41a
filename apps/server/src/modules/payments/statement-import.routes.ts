import multipart from '@fastify/multipart';
import { bankMappingAnswer, statementImportAnswer } from '@links/domain';
import { z } from 'zod';
import type { Guards } from '../../lib/guards.js';
import { idParam } from '../../lib/id-schemas.js';
import { moduleRoutes, refusals } from '../../lib/route.js';
import { signedInContext } from '../audit/audit.service.js';
import type { StatementImportService } from './statement-import.service.js';
import { multipartLimits, readUpload } from './upload.js';

const errors = refusals(401, 403, 404, 413, 415, 422);

const fileDescription =
  'multipart/form-data: the CSV in the field "file" (at most 5 MB); for a bank statement also the ' +
  'column names in the fields date, description, credit, debit, reference and balance, or none to use ' +
  'the ones remembered for the account.';

/**
 * Statement uploads, admins only: checked whole, then written in short parts
 * (docs/decisions/payments.md, "Big imports").
 */
export function statementImportRoutes(service: StatementImportService, guards: Guards) {
  return moduleRoutes(['payments'], async (route, instance) => {
    await instance.register(multipart, { limits: multipartLimits });
    const upload = { description: fileDescription, consumes: ['multipart/form-data'] };
    const accountParams = z.object({ accountId: idParam('accountId') });

    route.post('/mpesa/statements', guards.admin, {
      summary: 'Import an M-Pesa business statement (CSV): completed money in becomes payments, once each',
      ...upload,
      response: { 200: statementImportAnswer, ...errors },
      handler: async (request) => {
        const file = await readUpload(request);
        return service.importMpesa(signedInContext(request), file.bytes);
      },
    });

    route.post('/bank-statements/:accountId', guards.admin, {
      summary: "Import a bank's statement (CSV) into a bank account of the books, by a column mapping",
      ...upload,
      params: accountParams,
      response: { 200: statementImportAnswer, ...errors },
      handler: async (request) => {
        const file = await readUpload(request);
        return service.importBank(
          signedInContext(request),
          request.params.accountId,
          file.bytes,
          file.fields,
        );
      },
    });

    route.get('/bank-statements/:accountId/mapping', guards.admin, {
      summary: 'The column mapping remembered for a bank account, or null',
      params: accountParams,
      response: { 200: bankMappingAnswer, ...errors },
      handler: async (request) => service.mapping(request.params.accountId),
    });
  });
}
