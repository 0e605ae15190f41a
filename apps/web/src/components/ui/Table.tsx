import type { Pagination } from '@links/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../i18n';
import { Button } from './Button';
import { EmptyState } from './EmptyState';

export interface Column<Row> {
  /** The column's heading; on narrow screens it also labels each value (stacked rows). */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Amounts are right-aligned so their digits line up. */
  align?: 'left' | 'right';
}

/** Each row's React key: its `id` unless told otherwise (a row without one must say). */
type RowKey<Row> = [Row] extends [{ id: string | number }]
  ? { rowKey?: (row: Row) => string | number }
  : { rowKey: (row: Row) => string | number };

const byId = (row: unknown) => (row as { id: string | number }).id;

type TableProps<Row> = RowKey<Row> & {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  /** Names the table for screen readers (and for tests). */
  label: string;
  /** Rows per page; docs/spec/constants.md, "Lists" pages by 10. */
  pageSize?: number;
  /**
   * docs/spec/screens.md, "The shared table", Shared table: some tables (members) pass no paging and show
   * every row.
   */
  paged?: boolean;
  /**
   * Server paging (e.g. GET /transactions?page): `rows` are already the one page to show, and the
   * pager shows and moves the server's page. Without it the table pages `rows` itself.
   */
  serverPaging?: ServerPaging | undefined;
  /** Server paging as a list's answer gives it: its pagination (none: one page) and where to go. */
  pagination?: Pagination | null;
  onPageChange?: (page: number) => void;
  /** What an empty table says instead of `No data found` (e.g. `No payment history found`). */
  emptyText?: ReactNode;
  /**
   * Many columns (the loan tables' nine or ten): tighter cells and headings that may wrap, and,
   * where it still does not fit (a tablet), the frame scrolls sideways instead of cutting it off.
   */
  wide?: boolean;
};

export interface ServerPaging {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
}

/** A table of one server page: its rows, the answer's pagination, and the page to move to. */
export interface PagedRows<Row> {
  rows: readonly Row[];
  pagination: Pagination | null;
  onPageChange: (page: number) => void;
}

/**
 * Narrow screens (≤ 768 px, docs/spec/constants.md, "Screen and motion") stack each row into a card: every
 * value on its own line, labelled with its column's heading; the first value (the row's name) leads,
 * unlabelled.
 */
const stackedCell = [
  'max-md:flex max-md:items-baseline max-md:justify-between max-md:gap-4 max-md:px-0 max-md:py-1 max-md:text-right',
  'max-md:before:shrink-0 max-md:before:text-left max-md:before:text-xs max-md:before:font-medium',
  'max-md:before:uppercase max-md:before:tracking-wide max-md:before:text-slate-500',
  'max-md:before:content-[attr(data-label)]',
  // A value the row does not have (a line's money out when it brought money in) is not a labelled blank.
  'max-md:empty:hidden',
  'max-md:first:justify-start max-md:first:pb-2 max-md:first:text-left max-md:first:font-semibold',
  'max-md:first:text-slate-900 max-md:first:*:font-semibold max-md:first:before:content-none',
].join(' ');
const cellClass = `px-4 py-3 text-slate-700 ${stackedCell}`;
const wideCellClass = `px-2 py-3 text-slate-700 md:first:pl-4 md:last:pr-4 ${stackedCell}`;
const headerClass = (wide: boolean) =>
  wide ? 'px-2 py-3 align-bottom first:pl-4 last:pr-4' : 'whitespace-nowrap px-4 py-3';

const alignClass = (align: Column<unknown>['align']) => (align === 'right' ? 'md:text-right' : 'text-left');

/**
 * The shared table of docs/spec/screens.md, "Summary cards": `No data found` when empty, client-side pages
 * with Previous / Next and `Page X of Y`. At 768 px and below each row becomes a stacked card whose values
 * carry their column's name, so the page never scrolls sideways.
 */
export function Table<Row>({
  columns,
  rows,
  rowKey = byId,
  label,
  pageSize = 10,
  paged = true,
  serverPaging: given,
  pagination,
  onPageChange,
  emptyText,
  wide = false,
}: TableProps<Row>) {
  const serverPaging =
    given ??
    (pagination && onPageChange
      ? { page: pagination.page, pages: pagination.pages, onPageChange }
      : undefined);
  const [requestedPage, setPage] = useState(1);
  const clientPages = paged ? Math.max(1, Math.ceil(rows.length / pageSize)) : 1;
  const pages = serverPaging ? Math.max(1, serverPaging.pages) : clientPages;
  // Rows may shrink under the current page (a refetch); stay on the last real page.
  const page = serverPaging ? serverPaging.page : Math.min(requestedPage, pages);
  const visible = paged && !serverPaging ? rows.slice((page - 1) * pageSize, page * pageSize) : rows;

  return (
    // A wide table's frame may scroll sideways: a group named as its table and in the tab order, so
    // the keyboard can scroll a table with nothing in it to focus (docs/decisions/phone.md).
    <div
      {...(wide ? { role: 'group', 'aria-label': label, tabIndex: 0 } : {})}
      className={`${wide ? 'overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600' : 'overflow-hidden'} relative rounded-xl border border-slate-200 bg-white shadow-sm`}
    >
      <table aria-label={label} className="w-full border-collapse text-sm max-md:block">
        <thead className="bg-slate-50 max-md:sr-only">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={`${headerClass(wide)} border-b border-slate-200 text-xs font-semibold uppercase tracking-wide text-slate-500 ${alignClass(column.align)}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 max-md:block">
          {visible.length === 0 ? (
            <tr className="max-md:block">
              <td colSpan={columns.length} className="max-md:block">
                <EmptyState>{emptyText}</EmptyState>
              </td>
            </tr>
          ) : (
            visible.map((row) => (
              <tr
                key={rowKey(row)}
                className="transition-colors hover:bg-slate-50/70 max-md:block max-md:px-4 max-md:py-3"
              >
                {columns.map((column) => (
                  <td
                    key={column.header}
                    data-label={column.header}
                    className={`${wide ? wideCellClass : cellClass} ${alignClass(column.align)}`}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
      {(paged || serverPaging) && rows.length > 0 ? (
        <Pager page={page} pages={pages} onChange={serverPaging?.onPageChange ?? setPage} label={label} />
      ) : null}
    </div>
  );
}

export function Pager({
  page,
  pages,
  onChange,
  label,
}: {
  page: number;
  pages: number;
  onChange: (page: number) => void;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('common.table.pages', { label })}
      className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 bg-slate-50/60 px-4 py-3"
    >
      <Button variant="secondary" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t('common.table.previous')}
      </Button>
      <span className="whitespace-nowrap text-sm text-slate-600 tabular" aria-live="polite">
        {t('common.table.pageOf', { page, pages })}
      </span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        {t('common.table.next')}
      </Button>
    </nav>
  );
}
