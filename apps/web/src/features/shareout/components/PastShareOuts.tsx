import type { ShareOutView } from '@links/domain';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { dateColumn, kesColumn, textColumn } from '../../../components/ui/columns';
import { DownloadButton } from '../../../components/ui/DownloadButton';
import { Loaded } from '../../../components/ui/Loaded';
import { Select } from '../../../components/ui/Select';
import { type Column, Table } from '../../../components/ui/Table';
import { useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { useDownloadShareOutPdf } from '../api/download-share-out';
import { downloadShareOuts, useShareOuts } from '../api/get-share-outs';
import { methodLabel, payoutLabel, periodLabel } from './terms';

function PdfButton({ shareOut }: { shareOut: ShareOutView }) {
  const { t } = useTranslation();
  const download = useDownloadShareOutPdf();
  return (
    <div className="space-y-1">
      <Button variant="secondary" disabled={download.isPending} onClick={() => download.mutate(shareOut)}>
        {download.isPending ? t('shareout.past.preparing') : t('shareout.past.downloadPdf')}
      </Button>
      {download.isError ? (
        <p className="text-xs text-red-600">{messageOf(download.error, t('shareout.past.pdfFailed'))}</p>
      ) : null}
    </div>
  );
}

/** How it was paid, and out of which account: `In cash (Cash on hand)`, the account's name as the group wrote it. */
function paidHow(t: TFunction, row: ShareOutView) {
  const how = payoutLabel(t, row.payout);
  return row.account ? (
    <>
      {how} ({row.account.name})
    </>
  ) : (
    how
  );
}

const columns = (t: TFunction): Column<ShareOutView>[] => [
  textColumn(t('shareout.columns.period'), (row) => periodLabel(row)),
  textColumn(t('shareout.columns.method'), (row) => methodLabel(t, row.method)),
  kesColumn(t('shareout.columns.shared'), (row) => row.distributable),
  kesColumn(t('shareout.columns.withheld'), (row) => row.total_withholding),
  textColumn(t('shareout.columns.paid'), (row) => paidHow(t, row)),
  dateColumn(t('shareout.columns.paidOn'), (row) => row.paid_on),
  { header: t('shareout.columns.pdf'), cell: (row) => <PdfButton shareOut={row} /> },
];

const orders = (t: TFunction) => [
  { value: 'to', label: t('shareout.past.earliestFirst') },
  { value: '-distributable', label: t('shareout.past.largestFirst') },
  { value: 'distributable', label: t('shareout.past.smallestFirst') },
];

/** The share-outs committed so far, the latest period first unless ordered, each with its PDF. */
export function PastShareOuts() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState('');
  const shareOuts = useShareOuts(page, sort);
  return (
    <section aria-labelledby="past-share-outs" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="past-share-outs" className="text-base font-semibold text-slate-900">
          {t('shareout.past.title')}
        </h2>
        <div className="flex min-w-0 flex-wrap items-end gap-3">
          <Select
            className="w-52 max-w-full"
            label={t('common.filters.order')}
            value={sort}
            onChange={(value) => {
              setSort(value);
              setPage(1);
            }}
            options={orders(t)}
            placeholder={t('shareout.past.latestFirst')}
          />
          <DownloadButton
            download={() => downloadShareOuts(sort)}
            failed={t('shareout.past.downloadFailed')}
          />
        </div>
      </div>
      <Loaded
        query={shareOuts}
        loading={t('shareout.loading')}
        failed={messageOf(shareOuts.error, t('shareout.past.failed'))}
      >
        {(data) => (
          <Table
            label={t('shareout.past.title')}
            columns={columns(t)}
            rows={data.share_outs}
            emptyText={t('shareout.past.none')}
            serverPaging={{ page, pages: data.pagination.pages, onPageChange: setPage }}
            wide
          />
        )}
      </Loaded>
    </section>
  );
}
