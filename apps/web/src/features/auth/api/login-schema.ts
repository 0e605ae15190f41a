/**
 * The sign-in form's rules, the server's own schema, fetched with the schema library when the form
 * is first sent. A module of its own rather than `import('@links/domain')`: importing the domain's
 * index on demand made every screen that imports from it build all of the domain's schemas
 * (docs/decisions/speed.md, "First paint on a slow phone").
 */
export { loginSchema } from '@links/domain';
