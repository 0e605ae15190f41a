import type { FastifyRequest } from 'fastify';

/**
 * The lists the product spec calls without parameters (`/get-users`, `/all-savings`, …) answer
 * the whole list as before when none of their list parameters is given; any of them (`page`,
 * `per_page`, `q`, `sort` or a filter) asks for a page with its `pagination`. `format` alone only
 * chooses the file type, and names the list does not know are ignored as before.
 */
export function asksForPage(request: FastifyRequest, listParams: readonly string[]): boolean {
  const query = new URL(request.url, 'http://list.invalid').searchParams;
  return listParams.some((name) => name !== 'format' && query.has(name));
}
