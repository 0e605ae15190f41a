/**
 * The query string of a server list (docs/decisions/wire.md, "Pages of a list"): the screen's filters, blank
 * ones left out, after the fixed parameters (`page`, `per_page`, or `format=csv`).
 */
export function listQuery(
  filter: Readonly<Record<string, string | undefined>>,
  fixed: Record<string, string>,
) {
  const query = new URLSearchParams(fixed);
  for (const [name, value] of Object.entries(filter)) {
    if (value) query.set(name, value);
  }
  return query;
}
