import { type ListedUser, operations, pathOf, usersListAnswer } from '@links/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { requestParsed } from '../../lib/api';
import { memberSearchKey } from '../../lib/query-keys';

/** How many members a picker offers at a time: the first matches, by name. */
export const PICKER_MATCHES = 20;
/** Typing pauses this long before the server is asked, so a name typed quickly is one request. */
const TYPING_PAUSE_MS = 200;

/** The filters of `GET /get-users` a picker may add (an admin's: who has an account or savings). */
export type MemberFilter = Partial<Record<'role' | 'has_account' | 'has_savings' | 'user_id', string>>;

/** `GET /get-users?q&per_page=20[&filters]`: the first members the text finds, by name. */
export function searchMembers(text: string, filter: MemberFilter) {
  const query = new URLSearchParams({ per_page: String(PICKER_MATCHES) });
  if (text.trim()) query.set('q', text.trim());
  for (const [name, value] of Object.entries(filter)) if (value) query.set(name, value);
  return requestParsed(usersListAnswer, `${pathOf(operations.users)}?${query}`);
}

/** `text` once it has stopped changing for a moment. */
function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/**
 * The members a picker offers for the text typed so far. The first ones (nothing typed) are
 * asked for at once, so the list opens full and a server that cannot answer is said at once;
 * the previous answer stays on screen while the next one loads.
 */
export function useMemberSearch(text: string, filter: MemberFilter) {
  const settled = useSettled(text);
  const result = useQuery({
    queryKey: [...memberSearchKey, settled.trim().toLowerCase(), filter],
    queryFn: () => searchMembers(settled, filter),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const members: ListedUser[] = result.data?.users ?? [];
  return {
    members,
    total: result.data?.pagination?.total ?? members.length,
    searching: result.isFetching || settled !== text,
    failed: result.isError,
  };
}

/** The member of an id chosen earlier (a filter kept in the URL), to show their name. */
export function useMemberOf(userId: string, wanted: boolean) {
  const result = useQuery({
    queryKey: [...memberSearchKey, 'id', userId],
    queryFn: () => searchMembers('', { user_id: userId }),
    enabled: wanted && userId !== '',
    staleTime: 30_000,
  });
  return result.data?.users[0];
}
