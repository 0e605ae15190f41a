import type { Operation, SortKey } from '@links/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbOrTx } from '../db/client.js';
import { type CsvColumn, sendCsv } from './csv.js';
import type { Guard } from './guards.js';
import { errorBody } from './http-schemas.js';
import type { List } from './list.js';
import { asksForPage } from './list-request.js';
import { fastifyPath } from './route.js';

/** The refusals a list answers: not signed in, not allowed, bad parameters. */
export const listErrors = { 401: errorBody, 403: errorBody, 422: errorBody };

/** The parameters every list reads (packages/domain/src/contract/lists.ts). */
export interface ListParams<Field extends string> {
  page: number;
  per_page: number;
  format?: 'json' | 'csv' | undefined;
  lang?: 'en' | 'sw' | undefined;
  sort: SortKey<Field>;
}

type Rest<Query> = Omit<Query, keyof ListParams<string>>;

export interface ListRoute<Query extends ListParams<Field>, Filter, Field extends string, Row, CsvRow = Row> {
  path: string;
  onRequest: Guard;
  tags: string[];
  summary: string;
  params?: z.ZodType;
  querystring: z.ZodType<Query>;
  /** The 200 answer's schema. */
  answer: z.ZodType;
  /** The refusals' schemas: `listErrors` unless told. */
  errors?: Record<number, z.ZodType>;
  list: List<Filter, Field, Row>;
  /** The name of the rows in the answer (`users`, `accounts`, …). */
  name: string;
  /** The list's filter for a request: the query's own filters unless told. */
  filter?(rest: Rest<Query>, request: FastifyRequest): Filter;
  /** The download: its file, its columns, and the list it reads when its rows are not the answer's. */
  csv: {
    file: string;
    columns: CsvColumn<CsvRow>[] | ((filter: Filter) => CsvColumn<CsvRow>[]);
    list?: List<Filter, Field, CsvRow>;
  };
  /**
   * The lists the product spec calls without parameters answer the whole list, bare, when none of
   * their query's parameters is given (lib/list-request.ts); without `whole` a list always answers a page.
   */
  whole?: { read?(filter: Filter, sort: SortKey<Field>): Promise<unknown[]> };
}

/**
 * The path and schemas of a list from its operation (docs/decisions/contract.md, "One table of
 * operations"): `registerList(app, db, { ...listOperation(operations.allLoans), summary, … })`.
 */
export function listOperation<Query extends z.ZodType>(op: Operation<z.ZodType | undefined, Query>) {
  const { 200: answer, ...errors } = op.response;
  if (!answer) throw new Error(`${op.name} answers no 200`);
  return {
    path: fastifyPath(op.path),
    ...(op.params && { params: op.params }),
    querystring: op.querystring,
    answer,
    errors,
  };
}

/** The parameters of a list's query: any of them asks a list of the spec for a page. */
function paramsOf(querystring: z.ZodType, path: string): string[] {
  if (!(querystring instanceof z.ZodObject)) throw new Error(`The query of ${path} is not an object`);
  return Object.keys(querystring.shape);
}

/**
 * GET of a list (docs/decisions/wire.md, "Pages of a list"): `format=csv` streams the whole filtered list as
 * a file; a list of the spec without list parameters answers every row as before; otherwise one page with its
 * `pagination`.
 */
export function registerList<
  Query extends ListParams<Field>,
  Filter,
  Field extends string,
  Row,
  CsvRow = Row,
>(instance: FastifyInstance, db: DbOrTx, route: ListRoute<Query, Filter, Field, Row, CsvRow>) {
  const { path, onRequest, tags, summary, params, querystring, answer, errors = listErrors } = route;
  const pageParams = route.whole ? paramsOf(querystring, path) : [];
  instance.withTypeProvider<ZodTypeProvider>().get(
    path,
    {
      onRequest,
      config: { keptAnswer: true },
      schema: { tags, summary, ...(params && { params }), querystring, response: { 200: answer, ...errors } },
    },
    async (request, reply) => {
      const { page, per_page, format, lang, sort, ...rest } = request.query as Query;
      const filter = route.filter ? route.filter(rest as Rest<Query>, request) : (rest as Filter);
      if (format === 'csv') {
        const { file, columns, list = route.list as unknown as List<Filter, Field, CsvRow> } = route.csv;
        const batches = await list.batches(db, filter, sort);
        return sendCsv(reply, file, typeof columns === 'function' ? columns(filter) : columns, batches, lang);
      }
      if (route.whole && !asksForPage(request, pageParams)) {
        const rows = route.whole.read
          ? await route.whole.read(filter, sort)
          : await route.list.all(db, filter, sort);
        return { [route.name]: rows };
      }
      const { rows, pagination } = await route.list.page(db, filter, sort, page, per_page);
      return { [route.name]: rows, pagination };
    },
  );
}
