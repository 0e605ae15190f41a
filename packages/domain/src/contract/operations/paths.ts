/**
 * The paths of the operations the first screen and the shell call, free of the schema library
 * (docs/decisions/contract.md, "Paths without the schema library"): the table of operations takes
 * them from here, and the web's sign-in, setup, session and sidebar calls, which load without zod
 * (docs/decisions/speed.md, "First paint on a slow phone"), send to them through `@links/domain/plain`.
 */
export const paths = {
  login: '/login',
  refreshToken: '/token/refresh',
  logout: '/logout',
  me: '/me',
  myGroups: '/me/groups',
  chooseGroup: '/me/group',
  setup: '/setup',
  approvals: '/approvals',
  notifications: '/notifications/mine',
  disputes: '/disputes',
} as const;
