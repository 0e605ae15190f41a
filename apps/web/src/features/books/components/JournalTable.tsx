import { formatDate, type JournalEntry, type JournalLineView } from '@links/domain';
import { Money } from '../../../components/ui/Money';
import { kesToCents } from '../../../lib/money';

const head = 'whitespace-nowrap px-3 py-2 text-xs font-semibold uppercase tracking-wide text-slate-500';
const cell = 'px-3 py-1.5 text-slate-700';

/** `#12 · Jan 5, 2026 · Saving TRN-3`: the heading row of an entry, with what it reverses. */
function EntryHeading({ entry }: { entry: JournalEntry }) {
  return (
    <tr className="bg-slate-50/80">
      <th scope="rowgroup" colSpan={5} className="border-t border-slate-200 px-3 py-2 text-left font-normal">
        <span className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5">
          <span className="font-semibold text-slate-900">{formatDate(entry.date)}</span>
          <span className="text-slate-800">{entry.memo ?? entry.key}</span>
          <span className="text-xs text-slate-500">
            Entry #{entry.id} · {entry.key}
            {entry.reverses_id !== null ? ` · reverses #${entry.reverses_id}` : ''}
          </span>
        </span>
      </th>
    </tr>
  );
}

/** Lines have no id of their own; what they post to, and how much, tells them apart. */
const lineKey = (line: JournalLineView) =>
  [line.account_id, line.user_id, line.loan_id, line.debit, line.credit].join('-');

const amount = (kes: number) => (kes === 0 ? null : <Money cents={kesToCents(kes)} />);

/**
 * Journal entries with their lines: each entry a group of rows under its date and memo, debits and
 * credits in their own columns. Wider than a phone, so it scrolls sideways inside its card.
 */
export function JournalTable({ entries }: { entries: readonly JournalEntry[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table aria-label="Journal" className="w-full min-w-[40rem] border-collapse text-sm">
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={`${head} text-left`}>
              Code
            </th>
            <th scope="col" className={`${head} text-left`}>
              Account
            </th>
            <th scope="col" className={`${head} text-left`}>
              Member
            </th>
            <th scope="col" className={`${head} text-right`}>
              Debit
            </th>
            <th scope="col" className={`${head} text-right`}>
              Credit
            </th>
          </tr>
        </thead>
        {entries.map((entry) => (
          <tbody key={entry.id} data-testid="journal-entry">
            <EntryHeading entry={entry} />
            {entry.lines.map((line) => (
              <tr key={lineKey(line)}>
                <td className={`${cell} tabular`}>{line.code}</td>
                <td className={`${cell} ${line.credit > 0 ? 'pl-8' : ''}`}>{line.account_name}</td>
                <td className={cell}>{line.member_name ?? ''}</td>
                <td className={`${cell} text-right`}>{amount(line.debit)}</td>
                <td className={`${cell} text-right`}>{amount(line.credit)}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
