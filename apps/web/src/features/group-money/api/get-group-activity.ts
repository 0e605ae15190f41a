import { operations } from '@links/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { pageQuery } from '../../../lib/queries';
import { groupMoneyKey } from '../../../lib/query-keys';

export type { GroupActivityAnswer, GroupActivityItem, GroupTotals } from '@links/domain';

/** Payouts a page of "Group money" shows: a phone screen's worth. */
export const GROUP_MONEY_PER_PAGE = 10;
/** `GET /group/activity`: the group's totals and a page of its payouts (docs/decisions/offices.md, "Group money"). */
export const useGroupActivity = (page: number) =>
  useQuery(
    pageQuery([...groupMoneyKey, page], () =>
      call(operations.groupActivity, { query: { page, per_page: GROUP_MONEY_PER_PAGE } }),
    ),
  );
