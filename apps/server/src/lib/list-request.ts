import type { FastifyRequest } from 'fastify';

/**
 * The lists the product spec calls without parameters (`/get-users`, `/all-savings`, …) answer
 * the whole list as before when none of their list parameters is given; any of them (`page`,
 * `per_page`, `q`, `sort` or a filter) asks for a page with its `pagination`. `format` and `lang`
 * alone only choose the file type and its words, and names the list does not know are ignored as before.
 */
export function asksForPage(request: FastifyRequest, listParams: readonly string[]): boolean {
  const query = new URL(request.url, 'http://list.invalid').searchParams;
  return listParams.some((name) => name !== 'format' && name !== 'lang' && query.has(name));
}
