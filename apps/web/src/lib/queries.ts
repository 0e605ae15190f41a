import {
  keepPreviousData,
  type QueryClient,
  type QueryKey,
  queryOptions,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type AnswerCheck, requestFile, requestParsed } from './api';
import { saveFile } from './download';
import { listQuery } from './list-query';

/**
 * The query of one read (a total, a report, a member's rows): `GET path`, the answer checked, and
 * only its `field` when one is named.
 */
export function readQuery<Answer>(
  queryKey: QueryKey,
  check: AnswerCheck<Answer>,
  path: string,
): ReturnType<typeof queryOptions<Answer, Error, Answer, QueryKey>>;
export function readQuery<Answer, Field extends keyof Answer>(
  queryKey: QueryKey,
  check: AnswerCheck<Answer>,
  path: string,
  field: Field,
): ReturnType<typeof queryOptions<Answer[Field], Error, Answer[Field], QueryKey>>;
export function readQuery<Answer>(
  queryKey: QueryKey,
  check: AnswerCheck<Answer>,
  path: string,
  field?: keyof Answer,
) {
  return queryOptions({
    queryKey,
    queryFn: () =>
      requestParsed(check, path).then((answer) => (field === undefined ? answer : answer[field])),
  });
}

/** The answer (or its `field`) of one read, as `readQuery` fetches it. */
export function useRead<Answer>(
  queryKey: QueryKey,
  check: AnswerCheck<Answer>,
  path: string,
): UseQueryResult<Answer>;
export function useRead<Answer, Field extends keyof Answer>(
  queryKey: QueryKey,
  check: AnswerCheck<Answer>,
  path: string,
  field: Field,
): UseQueryResult<Answer[Field]>;
export function useRead<Answer>(
  queryKey: QueryKey,
  check: AnswerCheck<Answer>,
  path: string,
  field?: keyof Answer,
) {
  return useQuery(readQuery(queryKey, check, path, field as keyof Answer));
}

/** The query of one page of a list: the current page stays on screen while the next one loads, so the pager does not jump. */
export const pageQuery = <Data>(queryKey: QueryKey, queryFn: () => Promise<Data>) =>
  queryOptions({ queryKey, queryFn, placeholderData: keepPreviousData });

/** A list's screen filters: blank ones are left out of the query string. */
export type ListFilter = Readonly<Record<string, string | undefined>>;

/** The filters named `Names`, each a string or unset. */
export type FilterOf<Names extends readonly string[]> = {
  readonly [Name in Names[number]]?: string | undefined;
};

/** A page of a list as the screens take it: the answer, with its paging null when the server sent none. */
export type ListPage<Answer> = Answer extends { pagination?: infer Paging }
  ? Omit<Answer, 'pagination'> & {
      pagination: Exclude<Paging, undefined> | (undefined extends Answer['pagination'] ? null : never);
    }
  : Answer;

interface ListConfig<Answer> {
  /** The key of the list's pages (the page's filters and number follow it). */
  key: QueryKey;
  path: string;
  /** Rows per page: ten unless given (docs/spec/constants.md, "Lists"). */
  perPage?: number;
  check: AnswerCheck<Answer>;
  /** The CSV file's name when the server gives none. */
  fileName?: string;
}

/** The calls of a server list (docs/decisions/wire.md, "Pages of a list"). */
export interface ServerList<Answer, Filter> {
  /** One page (`page`, `per_page` and the filters), searched, filtered and ordered on the server. */
  fetchPage(page: number, filter: Filter): Promise<ListPage<Answer>>;
  /** The page's query, under the list's key. */
  pageQuery(page: number, filter: Filter): ReturnType<typeof pageQuery<ListPage<Answer>>>;
  usePage(page: number, filter: Filter): UseQueryResult<ListPage<Answer>>;
  /** `?format=csv` with the same filters: every matching row, as a file. */
  download(filter: Filter): Promise<void>;
}

/** A list whose filters (`filters`) go on the query string as they are named. */
export function serverList<Answer, const Names extends readonly string[]>(
  config: ListConfig<Answer> & { filters: Names },
): ServerList<Answer, FilterOf<Names>>;
/** A list whose screen filter `wire` turns into the query string's filters. */
export function serverList<Answer, Filter>(
  config: ListConfig<Answer> & { wire: (filter: Filter) => ListFilter },
): ServerList<Answer, Filter>;
export function serverList<Answer>(
  config: ListConfig<Answer> & { wire?: (filter: never) => ListFilter },
): ServerList<Answer, ListFilter> {
  const { key, path, perPage = 10, check, fileName = 'list.csv' } = config;
  const wire = (config.wire ?? ((filter: ListFilter) => filter)) as (filter: ListFilter) => ListFilter;
  const fetchPage = async (page: number, filter: ListFilter) => {
    const query = listQuery(wire(filter), { page: String(page), per_page: String(perPage) });
    const answer = (await requestParsed(check, `${path}?${query}`)) as Answer & { pagination?: unknown };
    return { ...answer, pagination: answer.pagination ?? null } as ListPage<Answer>;
  };
  const pageQueryOf = (page: number, filter: ListFilter) =>
    pageQuery([...key, filter, page], () => fetchPage(page, filter));
  return {
    fetchPage,
    pageQuery: pageQueryOf,
    usePage: (page, filter) => useQuery(pageQueryOf(page, filter)),
    download: async (filter) => {
      const file = await requestFile(`${path}?${listQuery(wire(filter), { format: 'csv' })}`);
      saveFile(file.blob, file.fileName ?? fileName);
    },
  };
}

/** A list searched (`q`) and ordered (`sort`) on the server, ten to a page; its CSV is `<name>.csv`. */
export const searchedList = <Answer>(key: QueryKey, path: string, check: AnswerCheck<Answer>, name: string) =>
  serverList({ key, path, check, filters: ['q', 'sort'], fileName: `${name}.csv` });

/** What a change refreshes: the queries under these keys, or (`'all'`) every query. */
export type Refresh<Data> = readonly QueryKey[] | 'all' | ((queryClient: QueryClient, data: Data) => unknown);

function refresh<Data>(queryClient: QueryClient, what: Refresh<Data>, data: Data) {
  if (what === 'all') return queryClient.invalidateQueries({ predicate: () => true });
  if (typeof what === 'function') return what(queryClient, data);
  return Promise.all(what.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * A change through the API (`mutationFn`), after which the queries it makes stale are refreshed:
 * after a success, or (`settled`) also after a refusal, when a refusal means the screen was out of date.
 */
export function useMutationOf<Input = void, Data = unknown>(
  mutationFn: (input: Input) => Promise<Data>,
  what: Refresh<Data>,
  when: 'success' | 'settled' = 'success',
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    ...(when === 'success'
      ? { onSuccess: (data: Data) => refresh(queryClient, what, data) }
      : { onSettled: (data: Data | undefined) => refresh(queryClient, what, data as Data) }),
  });
}
