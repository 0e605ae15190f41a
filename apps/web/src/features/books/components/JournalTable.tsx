import { Money } from '../../../components/ui/Money';
import { useTranslation } from '../../../i18n';
import { formatDay } from '../../../lib/format';
import { kesToCents } from '../../../lib/money';
import { AccountName } from '../account-name';
import type { JournalEntry, JournalLine } from '../api/types';

const head = 'whitespace-nowrap px-3 py-2 text-xs font-semibold uppercase tracking-wide text-slate-500';
const cell = 'px-3 py-1.5 text-slate-700';

/**
 * `05/01/2026 Saving TRN-3 Entry #12 · saving:3`: the heading row of an entry, its day as tables
 * write one (docs/decisions/formats.md, "Dates"), with what it reverses. The memo is the books' line
 * description, written once for everyone (docs/books.md).
 */
function EntryHeading({ entry }: { entry: JournalEntry }) {
  const { t } = useTranslation();
  return (
    <tr className="bg-slate-50/80">
      <th scope="rowgroup" colSpan={3} className="border-t border-slate-200 px-3 py-2 text-left font-normal">
        <span className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5">
          <span className="font-semibold text-slate-900">{formatDay(entry.date)}</span>
          {entry.memo ? <span className="text-slate-800">{entry.memo}</span> : null}
          <span className="text-xs text-slate-500">
            {entry.reverses_id === null
              ? t('books.journal.entry', { id: entry.id, key: entry.key })
              : t('books.journal.entryReversing', {
                  id: entry.id,
                  key: entry.key,
                  reverses: entry.reverses_id,
                })}
          </span>
        </span>
      </th>
    </tr>
  );
}

/** Lines have no id of their own; what they post to, and how much, tells them apart. */
const lineKey = (line: JournalLine) =>
  [line.account_id, line.user_id, line.loan_id, line.debit, line.credit].join('-');

const amount = (kes: number) => (kes === 0 ? null : <Money cents={kesToCents(kes)} />);

/**
 * Journal entries with their lines: each entry a group of rows under its date and memo, debits and
 * credits in their own columns; the member of a line under its account, so a phone fits it.
 */
export function JournalTable({ entries }: { entries: readonly JournalEntry[] }) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table aria-label={t('books.journal.label')} className="w-full min-w-[20rem] border-collapse text-sm">
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={`${head} text-left`}>
              {t('books.columns.account')}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t('books.columns.debit')}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t('books.columns.credit')}
            </th>
          </tr>
        </thead>
        {entries.map((entry) => (
          <tbody key={entry.id} data-testid="journal-entry">
            <EntryHeading entry={entry} />
            {entry.lines.map((line) => (
              <tr key={lineKey(line)}>
                <td className={`${cell} ${line.credit > 0 ? 'pl-8' : ''}`}>
                  <span className="tabular mr-2 text-xs text-slate-500">{line.code}</span>
                  <AccountName code={line.code} name={line.account_name} />
                  {line.member_name ? (
                    <span className="block text-xs text-slate-500">{line.member_name}</span>
                  ) : null}
                </td>
                <td className={`${cell} text-right align-top`}>{amount(line.debit)}</td>
                <td className={`${cell} text-right align-top`}>{amount(line.credit)}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
