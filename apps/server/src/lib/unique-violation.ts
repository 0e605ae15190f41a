/**
 * True when a query failed on the named unique constraint. Both drivers report PostgreSQL's code
 * and constraint name; Drizzle wraps their error, so the chain of causes is searched.
 */
export function violatesUnique(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; typeof e === 'object' && e !== null; ) {
    const fields = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (fields.code === '23505' && fields.constraint === constraint) return true;
    e = fields.cause;
  }
  return false;
}
