import { type ShareOutView, shareOutMethodLabels, shareOutPayoutLabels } from '@links/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { dateColumn, kesColumn, textColumn } from '../../../components/ui/columns';
import { DownloadButton } from '../../../components/ui/DownloadButton';
import { Loaded } from '../../../components/ui/Loaded';
import { Select } from '../../../components/ui/Select';
import { type Column, Table } from '../../../components/ui/Table';
import { messageOf } from '../../../lib/api';
import { useDownloadShareOutPdf } from '../api/download-share-out';
import { downloadShareOuts, useShareOuts } from '../api/get-share-outs';
import { periodLabel } from './terms';

export const SHARE_OUTS_FAILED = 'Failed to load the share-outs';
export const PDF_FAILED = 'Failed to download the share-out';

function PdfButton({ shareOut }: { shareOut: ShareOutView }) {
  const download = useDownloadShareOutPdf();
  return (
    <div className="space-y-1">
      <Button variant="secondary" disabled={download.isPending} onClick={() => download.mutate(shareOut)}>
        {download.isPending ? 'Preparing…' : 'Download PDF'}
      </Button>
      {download.isError ? (
        <p className="text-xs text-red-600">{messageOf(download.error, PDF_FAILED)}</p>
      ) : null}
    </div>
  );
}

const columns: Column<ShareOutView>[] = [
  textColumn('Period', (row) => periodLabel(row)),
  textColumn('Method', (row) => shareOutMethodLabels[row.method]),
  kesColumn('Shared', (row) => row.distributable),
  kesColumn('Withheld', (row) => row.total_withholding),
  textColumn('Paid', (row) =>
    row.account
      ? `${shareOutPayoutLabels[row.payout]} (${row.account.name})`
      : shareOutPayoutLabels[row.payout],
  ),
  dateColumn('Paid on', (row) => row.paid_on),
  { header: 'PDF', cell: (row) => <PdfButton shareOut={row} /> },
];

const orders = [
  { value: 'to', label: 'Earliest period first' },
  { value: '-distributable', label: 'Largest first' },
  { value: 'distributable', label: 'Smallest first' },
];

/** The share-outs committed so far, the latest period first unless ordered, each with its PDF. */
export function PastShareOuts() {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState('');
  const shareOuts = useShareOuts(page, sort);
  return (
    <section aria-labelledby="past-share-outs" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="past-share-outs" className="text-base font-semibold text-slate-900">
          Past share-outs
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          <Select
            className="w-52"
            label="Order"
            value={sort}
            onChange={(value) => {
              setSort(value);
              setPage(1);
            }}
            options={orders}
            placeholder="Latest period first"
          />
          <DownloadButton
            download={() => downloadShareOuts(sort)}
            failed="Could not download the share-outs"
          />
        </div>
      </div>
      <Loaded
        query={shareOuts}
        loading="Loading share-outs..."
        failed={messageOf(shareOuts.error, SHARE_OUTS_FAILED)}
      >
        {(data) => (
          <Table
            label="Past share-outs"
            columns={columns}
            rows={data.share_outs}
            emptyText="No share-out has been committed yet"
            serverPaging={{ page, pages: data.pagination.pages, onPageChange: setPage }}
            wide
          />
        )}
      </Loaded>
    </section>
  );
}
