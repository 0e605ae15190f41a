import { isSecretField } from '@links/domain';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { type Db, type DbOrTx, queryRows } from '../../db/client.js';
import { DEPLOYMENT_TABLES } from '../../db/schema.js';
import { safeText } from '../../lib/csv.js';
import { appTables, LEFT_OUT_OF_BACKUPS } from './snapshot.js';

/** The deployment's own tables: another group's name, say, is no part of a group's export. */
const deploymentTables: ReadonlySet<string> = new Set(DEPLOYMENT_TABLES);

/** Columns that key a row to the deployment's own tables: meaningless in a group's export. */
const DEPLOYMENT_KEYS: ReadonlySet<string> = new Set(['group_id', 'person_id']);

interface Column {
  name: string;
  type: string;
}

async function columnsOf(db: DbOrTx, table: string): Promise<Column[]> {
  const rows = await queryRows<{ name: string; type: string }>(
    db,
    sql`select column_name as name, data_type as type from information_schema.columns
        where table_schema = 'public' and table_name = ${table} order by ordinal_position`,
  );
  // Never a password hash, a token's hash or any other secret (docs/decisions/backups.md, "The export");
  // the group's own export names no group (docs/decisions/groups.md, "Groups") and no person of the
  // deployment (docs/decisions/people.md, "People and memberships").
  return rows.filter((column) => !isSecretField(column.name) && !DEPLOYMENT_KEYS.has(column.name));
}

const TEXT_TYPES = new Set(['text', 'character varying', 'jsonb', 'json', 'USER-DEFINED']);

async function tableCsv(
  db: DbOrTx,
  table: string,
  columns: Column[],
): Promise<{ csv: string; rows: number }> {
  const select = sql.join(
    columns.map((c) => sql`${sql.identifier(c.name)}::text`),
    sql`, `,
  );
  // Every column in the order, so that two exports of the same rows are the same file, whatever
  // order the rows lie in on disk (a restored group's, say).
  const order = sql.raw(columns.map((_, i) => String(i + 1)).join(', '));
  const rows = await queryRows<Record<string, string | null>>(
    db,
    sql`select ${select} from ${sql.identifier(table)} order by ${order}`,
  );
  const body = rows.map((row) =>
    Object.values(row).map((value, i) =>
      value === null ? '' : TEXT_TYPES.has(columns[i]!.type) ? safeText(value) : value,
    ),
  );
  const csv = stringify([columns.map((c) => c.name), ...body], { record_delimiter: '\r\n' });
  return { csv: `\uFEFF${csv}`, rows: rows.length };
}

function readme(
  groupName: string,
  at: string,
  tables: { name: string; columns: Column[]; rows: number }[],
): string {
  const lines = [
    `# ${groupName}: every table of Links as CSV`,
    '',
    `Exported ${at}. One file per table, UTF-8 with a byte order mark, the first row naming the columns.`,
    '',
    '- Money columns ending in `_cents` are whole cents (KES 1,500.50 is 150050); `_bp` columns are basis points (1200 is 12%).',
    '- Dates are `YYYY-MM-DD` in Africa/Nairobi; times are ISO 8601 with their offset; an empty cell is no value.',
    "- The journal (`journal_entries`, `journal_lines`) is the books: each entry's debit and credit lines are equal.",
    '- `audit_records` is the audit trail: who changed what, when, from which address, with the fields before and after.',
    '- Text that a spreadsheet would read as a formula (starting with = + - @) is prefixed with an apostrophe.',
    '- Passwords, password hashes, tokens and secrets are never exported.',
    '',
  ];
  for (const table of tables) {
    lines.push(`## ${table.name}.csv (${table.rows} rows)`, '', '| column | type |', '| --- | --- |');
    for (const column of table.columns) lines.push(`| ${column.name} | ${column.type} |`);
    lines.push('');
  }
  return lines.join('\n');
}

/** GET /export: a zip of every table as CSV, with a README of the columns, from one consistent moment. */
export async function exportZip(db: Db, groupName: string, at: Date): Promise<Uint8Array> {
  return db.transaction(
    async (tx) => {
      const files: Record<string, Uint8Array> = {};
      const described: { name: string; columns: Column[]; rows: number }[] = [];
      // A table of secrets (the shared signing secret, the one-time codes and the messages that
      // carry them) is left out whole, like secret columns.
      const tables = (await appTables(tx)).filter(
        (name) => !isSecretField(name) && !LEFT_OUT_OF_BACKUPS.has(name) && !deploymentTables.has(name),
      );
      for (const table of tables) {
        const columns = await columnsOf(tx, table);
        const { csv, rows } = await tableCsv(tx, table, columns);
        files[`${table}.csv`] = strToU8(csv);
        described.push({ name: table, columns, rows });
      }
      files['README.md'] = strToU8(readme(groupName, at.toISOString(), described));
      return zipSync(files, { level: 6, mtime: at });
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
