import { operations } from '@links/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../lib/guards.js';
import { listOperation, registerList } from '../../lib/list-route.js';
import { accountCsvColumns, accountList } from './account-list.js';

/**
 * GET /allacounts (docs/decisions/members.md, "Member accounts"): without list parameters every member
 * account by name, as the spec calls it; with any of them a page, searched, filtered and sorted
 * (docs/decisions/wire.md, "Pages of a list");
 * `format=csv` the whole filtered list as a file.
 */
export function accountListRoute(instance: FastifyInstance, db: Db, guards: Guards) {
  registerList(instance, db, {
    ...listOperation(operations.allAccounts),
    onRequest: guards.admin,
    tags: ['accounts'],
    summary:
      'Member accounts with savings and the monthly amount expected; with page, per_page, q, role, user_id or sort a page of them; format=csv downloads them',
    list: accountList,
    name: 'accounts',
    csv: { file: 'accounts.csv', columns: accountCsvColumns },
    whole: {},
  });
}
