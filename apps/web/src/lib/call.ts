import {
  type AnswerOf,
  type BodyInput,
  type Operation,
  type ParamsInput,
  pathOf,
  type QueryInput,
} from '@links/domain';
import { z } from 'zod';
import { type AnswerCheck, publicRequest, requestParsed } from './api';

/**
 * What a call of an operation sends: its path's params, its query and its body, each typed by the
 * input of the operation's schema (docs/decisions/contract.md, "The web's one call").
 */
export type CallInput<Op extends Operation> = (Op['params'] extends z.ZodType
  ? { params: ParamsInput<Op> }
  : { params?: never }) &
  (Op['querystring'] extends z.ZodType ? { query?: QueryInput<Op> } : { query?: never }) &
  (Op['body'] extends undefined ? { body?: never } : { body: BodyInput<Op> });

/** The input is left out when the operation has nothing to send. */
type CallArgs<Op extends Operation> =
  object extends CallInput<Op> ? [input?: CallInput<Op>] : [input: CallInput<Op>];

/**
 * How the answer of an operation is checked: against its success answers (an approval sent for
 * a vote first, as `orApprovalPending` reads it, then 200, then 201).
 */
export function answerOf<Op extends Operation>(op: Op): AnswerCheck<AnswerOf<Op>> {
  const answers = ([202, 200, 201] as const).flatMap((code) => op.response[code] ?? []);
  const [only, ...more] = answers;
  if (!only) throw new Error(`${op.name} declares no success answer`);
  return (more.length ? z.union([only, ...more]) : only) as AnswerCheck<AnswerOf<Op>>;
}

/** The path of one call of the operation: params filled in, the query's non-blank values after it. */
export const pathOfCall = <Op extends Operation>(op: Op, ...[input]: CallArgs<Op>) =>
  pathOf(op, input?.params ?? undefined, input?.query ?? undefined);

/**
 * One signed-in call of an operation of the contract, through `requestParsed` (its refusals,
 * CSRF header and token refresh): the body is typed by the operation's body schema's input, the
 * answer is the parsed success answer.
 */
export function call<Op extends Operation>(op: Op, ...args: CallArgs<Op>): Promise<AnswerOf<Op>> {
  const [input] = args;
  return requestParsed(answerOf(op), pathOfCall(op, ...args), op.method, input?.body);
}

/**
 * A call of an operation that needs no sign-in (an invitation, a password reset), through
 * `publicRequest`: typed and checked as `call` is, without the token refresh.
 */
export function publicCall<Op extends Operation>(op: Op, ...args: CallArgs<Op>): Promise<AnswerOf<Op>> {
  const [input] = args;
  return publicRequest(answerOf(op), pathOfCall(op, ...args), op.method, input?.body);
}
