import { type Clock, centsToKes, monthlyCollectionsAnswer } from '@links/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../lib/guards.js';
import { errorBody } from '../../lib/http-schemas.js';
import { monthlyCollections } from './reports.service.js';

/** Read-only figures for the admin home (its chart and this month's collections). Admins only. */
export function reportsRoutes(db: Db, guards: Guards, clock: Clock) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/reports/monthly-collections',
      {
        onRequest: guards.admin,
        schema: {
          tags: ['reports'],
          summary: 'Savings and loan repayments approved, by month of the transaction date, last 12 months',
          response: { 200: monthlyCollectionsAnswer, 401: errorBody, 403: errorBody },
        },
      },
      async () => {
        const today = clock.today();
        const months = await monthlyCollections(db, today);
        return {
          current_month: today.slice(0, 7),
          months: months.map((row) => ({
            month: row.month,
            savings: centsToKes(row.savingsCents),
            repayments: centsToKes(row.repaymentsCents),
            total: centsToKes(row.savingsCents + row.repaymentsCents),
          })),
        };
      },
    );
  };
}
