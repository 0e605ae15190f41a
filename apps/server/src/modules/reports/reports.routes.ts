import { type Clock, centsToKes, operations } from '@links/domain';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../lib/guards.js';
import { moduleRoutes } from '../../lib/route.js';
import { monthlyCollections } from './reports.service.js';

/** Read-only figures for the admin home (its chart and this month's collections). Admins only. */
export function reportsRoutes(db: Db, guards: Guards, clock: Clock) {
  return moduleRoutes(['reports'], (route) => {
    route(operations.monthlyCollections, guards.admin, {
      summary: 'Savings and loan repayments approved, by month of the transaction date, last 12 months',
      handler: async () => {
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
    });
  });
}
