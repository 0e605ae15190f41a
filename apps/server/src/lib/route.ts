import type { BodyFor, BodySchema, Operation } from '@links/domain';
import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifyRequest,
  HTTPMethods,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Guard } from './guards.js';

/** The error body under each code, from the contract: `response: { 200: answer, ...refusals(401, 422) }`. */
export { type RefusalCode, refusals } from '@links/domain';

type Answers = Record<number, z.ZodType>;

/** The route's schema as Fastify and the zod type provider read it. */
interface Schema<Params, Query, Body, Response> {
  params: Params;
  querystring: Query;
  body: Body;
  response: Response;
}

type Handler<Params, Query, Body, Response> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  Schema<Params, Query, Body, Response>,
  ZodTypeProvider
>;

/**
 * What a route's request passes before its handler: a guard of the signed-in, a limit on attempts
 * from one address (sign-in, setup, invitations, password resets), or `null` for a route anyone may
 * call (refresh, logout, the setup status).
 */
export type Gate = Guard | ((request: FastifyRequest) => Promise<void>) | null;

/** One operation: its OpenAPI words, its input and answer schemas (by status code) and its handler. */
export interface RouteSpec<Params, Query, Body, Response extends Answers> {
  summary: string;
  /** The module's tags unless told. */
  tags?: string[];
  description?: string;
  consumes?: string[];
  params?: Params;
  querystring?: Query;
  body?: Body;
  response: Response;
  /** The JSON answer is kept while the data is unchanged (lib/kept-answers.ts): the lists. */
  kept?: boolean;
  /**
   * Every answer is a few fields, far under the size compression starts at: the route goes without
   * the compression hooks, which would only look at the answer and pass it on.
   */
  small?: boolean;
  handler: Handler<Params, Query, Body, Response>;
}

type Register = <Params = undefined, Query = undefined, Body = undefined, Response extends Answers = Answers>(
  url: string,
  guard: Gate,
  spec: RouteSpec<Params, Query, Body, Response>,
) => void;

/** The words and the handler of a route whose path, method and schemas its operation gives. */
export type OperationRouteSpec<Op extends Operation> = Omit<
  RouteSpec<Op['params'], Op['querystring'], BodySchema<Op['body']>, Op['response']>,
  'params' | 'querystring' | 'body' | 'response'
> & {
  /**
   * The body as the server reads it when a rule only it can read applies (a common password), of
   * the operation's shape (docs/decisions/contract.md, "Rules only the server can read").
   */
  stricterBody?: Op['body'];
} & (Op['body'] extends BodyFor
    ? {
        /** The day a body that reads the date is checked against: the server clock's. */
        today: () => string;
      }
    : { today?: never });

/** Fastify's path of an operation: `/loans/{loanId}` is `/loans/:loanId`. */
export const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** The schemas an operation gives a route, those it leaves out left out (the OpenAPI document is unchanged). */
export function schemasOf(op: Operation, today?: () => string, stricterBody?: Operation['body']) {
  const given = stricterBody ?? op.body;
  const body = typeof given === 'function' ? (given as BodyFor)(today ?? missingToday(op)) : given;
  return {
    ...(op.params && { params: op.params }),
    ...(op.querystring && { querystring: op.querystring }),
    ...(body && { body }),
    response: op.response,
  };
}

const missingToday = (op: Operation) => () => {
  throw new Error(`${op.name} reads today's date: its route must give today`);
};

/** The success status of a route: 201 when its response names 201 and not 200. */
const created = (response: Answers) => 201 in response && !(200 in response);

/**
 * A module's routes: `route(operations.addLoan, guard, { summary, handler })` registers the
 * operation of the table behind its `onRequest` guard, with the module's OpenAPI tags, its request
 * typed from the operation's zod schemas. Every route the web calls is in the table
 * (docs/decisions/contract.md, "One table of operations"). A route whose response names 201 (and
 * not 200) answers what its handler returns with 201.
 */
export function routesOf(instance: FastifyInstance, tags: string[]) {
  const register =
    (method: HTTPMethods): Register =>
    (url, guard, { handler, kept, small, ...schema }) => {
      const answer = handler as RouteHandlerMethod;
      const options: RouteOptions = {
        method,
        url,
        ...(guard && { onRequest: guard }),
        ...(kept && { config: { keptAnswer: true } }),
        ...(small && { compress: false }),
        schema: { tags, ...schema },
        handler: created(schema.response)
          ? function (request, reply) {
              reply.code(201);
              return answer.call(this, request, reply);
            }
          : answer,
      };
      instance.route(options);
    };
  /** A route of the table of operations: its path, method and schemas are the operation's. */
  const route = <Op extends Operation>(op: Op, guard: Gate, spec: OperationRouteSpec<Op>) => {
    const { today, stricterBody, ...words } = spec as OperationRouteSpec<Operation> & {
      today?: () => string;
    };
    register(op.method)(fastifyPath(op.path), guard, {
      ...words,
      ...schemasOf(op, today, stricterBody),
    } as RouteSpec<unknown, unknown, unknown, Answers>);
  };
  return Object.assign(route, { tags });
}

/** The Fastify plugin of a module's routes: `register` adds them through `route` (see `routesOf`). */
export function moduleRoutes(
  tags: string[],
  register: (route: ReturnType<typeof routesOf>, instance: FastifyInstance) => void | Promise<void>,
) {
  return async (instance: FastifyInstance) => register(routesOf(instance, tags), instance);
}
