import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from './Alert';
import { Loading } from './Loading';

/**
 * What a read shows: the loading line while it loads (`Loading members...`), the failure's
 * message if it failed, else what `children` draws of its data.
 */
export function Loaded<Data>({
  query,
  loading,
  failed,
  children,
}: {
  query: UseQueryResult<Data>;
  loading: string;
  failed: ReactNode;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending) return <Loading>{loading}</Loading>;
  if (query.isError) return <Alert>{failed}</Alert>;
  return children(query.data);
}
