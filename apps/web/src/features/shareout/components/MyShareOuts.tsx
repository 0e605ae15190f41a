import { useState } from 'react';
import { Loaded } from '../../../components/ui/Loaded';
import { useTranslation } from '../../../i18n';
import { useMemberShareOuts } from '../api/get-member-share-outs';
import { MemberShareOutsTable } from './MemberShareOutsTable';

/** The member dashboard's share-outs: the member's line of each, newest first, paged on the server. */
export function MyShareOuts({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const shareOuts = useMemberShareOuts(userId, page);
  return (
    <section aria-labelledby="my-share-outs-heading">
      <h2 id="my-share-outs-heading" className="mb-3 text-base font-semibold text-slate-900">
        {t('shareout.mine.title')}
      </h2>
      <Loaded query={shareOuts} loading={t('shareout.loading')} failed={t('shareout.mine.failed')}>
        {(data) => (
          <MemberShareOutsTable
            rows={data.share_outs}
            serverPaging={{ page, pages: data.pagination.pages, onPageChange: setPage }}
          />
        )}
      </Loaded>
    </section>
  );
}
