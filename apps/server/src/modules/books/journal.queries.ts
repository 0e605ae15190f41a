import { centsToKes, fullName } from '@links/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { namesOf } from '../directory/directory.service.js';

export interface JournalQuery {
  page: number;
  perPage: number;
  from?: string;
  to?: string;
  accountId?: number;
}

interface EntryRow {
  id: string;
  date: string;
  memo: string;
  key: string;
  created_at: Date | string;
  reverses_id: string | null;
}

interface LineRow {
  entry_id: string;
  account_id: number;
  code: string;
  account_name: string;
  debit: string;
  credit: string;
  user_id: number | null;
  loan_id: number | null;
}

function filters(query: JournalQuery): SQL {
  const parts: SQL[] = [sql`true`];
  if (query.from) parts.push(sql`e.entry_date >= ${query.from}`);
  if (query.to) parts.push(sql`e.entry_date <= ${query.to}`);
  if (query.accountId !== undefined) {
    parts.push(
      sql`exists (select 1 from journal_lines f where f.entry_id = e.id and f.account_id = ${query.accountId})`,
    );
  }
  return sql.join(parts, sql` and `);
}

/** GET /books/journal: entries newest first (by date, then posting order), each with its lines. */
export async function pageOfJournal(db: DbOrTx, query: JournalQuery) {
  const where = filters(query);
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from journal_entries e where ${where}`,
  );
  const total = count?.n ?? 0;
  const entries = await queryRows<EntryRow>(
    db,
    sql`select e.id::text, e.entry_date::text as date, e.memo, e.key, e.created_at, e.reverses_id::text
        from journal_entries e where ${where}
        order by e.entry_date desc, e.id desc
        limit ${query.perPage} offset ${(query.page - 1) * query.perPage}`,
  );
  const ids = entries.map((entry) => Number(entry.id));
  const lines =
    ids.length === 0
      ? []
      : await queryRows<LineRow>(
          db,
          sql`select l.entry_id::text, l.account_id, a.code, a.name as account_name,
                     l.debit_cents::text as debit, l.credit_cents::text as credit, l.user_id, l.loan_id
              from journal_lines l join ledger_accounts a on a.id = l.account_id
              where l.entry_id in (${sql.join(
                ids.map((id) => sql`${id}`),
                sql`, `,
              )})
              order by l.entry_id, l.debit_cents desc, l.id`,
        );
  const names = await namesOf(db, [
    ...new Set(lines.flatMap((line) => (line.user_id ? [line.user_id] : []))),
  ]);
  return {
    entries: entries.map((entry) => ({
      id: Number(entry.id),
      date: entry.date,
      memo: entry.memo,
      key: entry.key,
      created_at: new Date(entry.created_at).toISOString(),
      reverses_id: entry.reverses_id === null ? null : Number(entry.reverses_id),
      lines: lines
        .filter((line) => line.entry_id === entry.id)
        .map((line) => {
          const name = line.user_id ? names.get(line.user_id) : undefined;
          return {
            account_id: line.account_id,
            code: line.code,
            account_name: line.account_name,
            debit: centsToKes(Number(line.debit)),
            credit: centsToKes(Number(line.credit)),
            user_id: line.user_id,
            member_name: name ? fullName(name) : null,
            loan_id: line.loan_id,
          };
        }),
    })),
    pagination: {
      page: query.page,
      per_page: query.perPage,
      total,
      pages: Math.max(1, Math.ceil(total / query.perPage)),
    },
  };
}
