import type { z } from 'zod';
import { errorBody } from '../error-contract.js';

/**
 * One operation of the API, the single place its path, method and schemas are written
 * (docs/decisions/contract.md, "One table of operations"): the server registers its route from it,
 * the web calls it through it, so neither side can drift from the other.
 */

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';

/** The answers of an operation by status code: its successes and the refusals it declares. */
export type Answers = Record<number, z.ZodType>;

/**
 * A request body read against today's date (a loan may not be issued tomorrow): the server hands
 * it its clock's day, a form the browser's day in Nairobi.
 */
export type BodyFor<Schema extends z.ZodType = z.ZodType> = (today: () => string) => Schema;

export interface Operation<
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | BodyFor | undefined = z.ZodType | BodyFor | undefined,
  Response extends Answers = Answers,
> {
  /** The operation's name in the table (`addLoan`). */
  name: string;
  method: Method;
  /** The path under /api/links, with `{param}` placeholders as the OpenAPI document writes them. */
  path: string;
  params: Params;
  querystring: Query;
  body: Body;
  response: Response;
}

/** An operation of the table; the schemas it leaves out are `undefined`. */
export function operation<
  const Response extends Answers,
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | BodyFor | undefined = undefined,
>(spec: {
  name: string;
  method: Method;
  path: string;
  params?: Params;
  querystring?: Query;
  body?: Body;
  response: Response;
}): Operation<Params, Query, Body, Response> {
  return {
    name: spec.name,
    method: spec.method,
    path: spec.path,
    params: spec.params as Params,
    querystring: spec.querystring as Query,
    body: spec.body as Body,
    response: spec.response,
  };
}

/**
 * The status codes a route refuses with, each answered with the error body; 502 when an outside
 * service (Daraja) failed or did not answer.
 */
export type RefusalCode = 401 | 403 | 404 | 409 | 413 | 415 | 422 | 423 | 429 | 502;

/** The error body under each code: `response: { 200: answer, ...refusals(401, 403, 422) }`. */
export function refusals<const Code extends RefusalCode>(...codes: Code[]): Record<Code, typeof errorBody> {
  return Object.fromEntries(codes.map((code) => [code, errorBody])) as Record<Code, typeof errorBody>;
}

/** The body's schema of an operation, a clock-read body given today. */
export type BodySchema<Body> = Body extends BodyFor<infer Schema> ? Schema : Body;

/** What a client sends as the body: the schema's input (`z.input`), never a hand-written type. */
export type BodyInput<Op extends Operation> = Op['body'] extends undefined
  ? undefined
  : z.input<Extract<BodySchema<Op['body']>, z.ZodType>>;

/** What a client puts in the path: the params' input, a number where the path reads text into one. */
export type ParamsInput<Op extends Operation> = Op['params'] extends z.ZodType
  ? { [Name in keyof z.input<Op['params']>]: z.input<Op['params']>[Name] | number }
  : undefined;

/** What a client puts in the query string: the querystring's input. */
export type QueryInput<Op extends Operation> = Op['querystring'] extends z.ZodType
  ? z.input<Op['querystring']>
  : undefined;

type SuccessCode = 200 | 201 | 202;

/** The parsed answer of a success (2xx) of the operation. */
export type AnswerOf<Op extends Operation> = {
  [Code in keyof Op['response'] & SuccessCode]: z.output<Op['response'][Code]>;
}[keyof Op['response'] & SuccessCode];

/** The schemas of the operation's successes (200, 201, 202), in that order. */
export function successSchemas(op: Operation): z.ZodType[] {
  return ([200, 201, 202] as const).flatMap((code) => op.response[code] ?? []);
}

/**
 * The path of a call: each `{param}` filled in (encoded), then the query string of the values that
 * are not blank, in the order given.
 */
export function pathOf(op: Pick<Operation, 'path'>, params?: object, query?: object): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) throw new Error(`${op.path} needs ${name}`);
    return encodeURIComponent(String(value));
  });
  const pairs = Object.entries((query ?? {}) as Record<string, unknown>).flatMap(([name, value]) =>
    value === undefined || value === null || value === ''
      ? []
      : [`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`],
  );
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}
