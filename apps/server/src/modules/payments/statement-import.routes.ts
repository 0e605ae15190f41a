import multipart from '@fastify/multipart';
import { operations } from '@links/domain';
import type { Guards } from '../../lib/guards.js';
import { moduleRoutes } from '../../lib/route.js';
import { signedInContext } from '../audit/audit.service.js';
import type { StatementImportService } from './statement-import.service.js';
import { multipartLimits, readUpload } from './upload.js';

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

    route(operations.importMpesaStatement, guards.admin, {
      summary: 'Import an M-Pesa business statement (CSV): completed money in becomes payments, once each',
      ...upload,
      handler: async (request) => {
        const file = await readUpload(request);
        return service.importMpesa(signedInContext(request), file.bytes);
      },
    });

    route(operations.importBankStatement, guards.admin, {
      summary: "Import a bank's statement (CSV) into a bank account of the books, by a column mapping",
      ...upload,
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

    route(operations.bankMapping, guards.admin, {
      summary: 'The column mapping remembered for a bank account, or null',
      handler: async (request) => service.mapping(request.params.accountId),
    });
  });
}
