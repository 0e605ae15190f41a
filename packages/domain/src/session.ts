/** Who is signed in: roles and the session's user (product spec §3). Free of the schema library. */
export const roles = ['admin', 'member'] as const;
export type Role = (typeof roles)[number];

export function isRole(value: unknown): value is Role {
  return value === 'admin' || value === 'member';
}

/** The user as the login answer and the `user` cookie carry it (product spec §3). */
export interface SessionUser {
  users_id: number;
  firstname: string;
  lastname: string;
  email: string;
  role: Role;
}

export interface LoginAnswer {
  access_token: string;
  refresh_token: string;
  user: SessionUser;
}
