import { operations } from '@links/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../lib/guards.js';
import { listOperation, registerList } from '../../lib/list-route.js';
import { savingCsvColumns, savingList } from './saving-list.js';

/**
 * GET /all-savings (docs/decisions/members.md, "Savings lists"): without list parameters every savings
 * account by the saver's name, as the spec calls it; with any of them a page, searched, filtered and sorted
 * (docs/decisions/wire.md, "Pages of a list"); `format=csv` the whole filtered list as a file.
 */
export function savingListRoute(instance: FastifyInstance, db: Db, guards: Guards) {
  registerList(instance, db, {
    ...listOperation(operations.allSavings),
    onRequest: guards.admin,
    tags: ['savings'],
    summary:
      'Savings accounts with their balance and yearly target; with page, per_page, q, user_id or sort a page of them; format=csv downloads them',
    list: savingList,
    name: 'savings',
    csv: { file: 'savings.csv', columns: savingCsvColumns },
    whole: {},
  });
}
