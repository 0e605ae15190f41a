import { useState } from 'react';
import { Loaded } from '../../../components/ui/Loaded';
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
      <Loaded query={shareOuts} loading="Loading share-outs..." failed={MY_SHARE_OUTS_FAILED}>
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
