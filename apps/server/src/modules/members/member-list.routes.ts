import { operations } from '@links/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { caller, type Guards, seesGroup } from '../../lib/guards.js';
import { listOperation, registerList } from '../../lib/list-route.js';
import { memberCsvColumns, memberList, memberRowList } from './member-list.js';

/**
 * GET /get-users (docs/decisions/members.md, "Members"): without list parameters every user by name, as the
 * spec calls it; with any of them a page, searched, filtered and sorted
 * (docs/decisions/wire.md, "Pages of a list"); `format=csv` the whole filtered list as a file. Emails and
 * phones only for an admin.
 */
export function memberListRoute(instance: FastifyInstance, db: Db, guards: Guards) {
  registerList(instance, db, {
    ...listOperation(operations.users),
    onRequest: guards.signedIn,
    tags: ['members'],
    summary:
      'Users by name; with page, per_page, q, role, user_id, has_account, has_savings or sort a page of them; format=csv downloads them. Emails only for an admin',
    list: memberList,
    name: 'users',
    filter: (rest, request) => ({
      ...rest,
      viewer: seesGroup(caller(request)) ? ('admin' as const) : ('member' as const),
    }),
    csv: { file: 'members.csv', columns: ({ viewer }) => memberCsvColumns(viewer), list: memberRowList },
    whole: {},
  });
}
