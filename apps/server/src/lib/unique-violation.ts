/**
 * True when a query failed on the named unique constraint. Both drivers report PostgreSQL's code
 * and constraint name; Drizzle wraps their error, so the chain of causes is searched.
 */
export function violatesUnique(error: unknown, constraint: string): boolean {
  return violated(error, '23505', [constraint]) !== undefined;
}

/** The name of the CHECK constraint among `constraints` a query failed on, or undefined. */
export function violatedCheck(error: unknown, constraints: readonly string[]): string | undefined {
  return violated(error, '23514', constraints);
}

function violated(error: unknown, code: string, constraints: readonly string[]): string | undefined {
  for (let e: unknown = error; typeof e === 'object' && e !== null; ) {
    const fields = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (
      fields.code === code &&
      typeof fields.constraint === 'string' &&
      constraints.includes(fields.constraint)
    ) {
      return fields.constraint;
    }
    e = fields.cause;
  }
  return undefined;
}
