import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Loading } from '../../../components/ui/Loading';
import { useMemberShareOuts } from '../api/get-member-share-outs';
import { MemberShareOutsTable } from './MemberShareOutsTable';

export const MY_SHARE_OUTS_FAILED = 'Failed to load your share-outs';

/** The member dashboard's share-outs: the member's line of each, newest first, paged on the server. */
export function MyShareOuts({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const shareOuts = useMemberShareOuts(userId, page);
  return (
    <section aria-labelledby="my-share-outs-heading">
      <h2 id="my-share-outs-heading" className="mb-3 text-base font-semibold text-slate-900">
        My Share-outs
      </h2>
      {shareOuts.isPending ? (
        <Loading>Loading share-outs...</Loading>
      ) : shareOuts.isError ? (
        <Alert>{MY_SHARE_OUTS_FAILED}</Alert>
      ) : (
        <MemberShareOutsTable
          rows={shareOuts.data.share_outs}
          serverPaging={{ page, pages: shareOuts.data.pagination.pages, onPageChange: setPage }}
        />
      )}
    </section>
  );
}
