/**
 * docs/decisions/groups.md, "Row-level security": the role the server's work in one group runs as
 * when the role it signs in as would see past row-level security (a superuser, as on a developer's
 * PostgreSQL and always on the embedded database, or a role with BYPASSRLS).
 */
export const SERVER_ROLE = 'links_app';

/** The role of work across groups: the only role the policies let see every group's rows. */
export const PLATFORM_ROLE = 'links_platform';
