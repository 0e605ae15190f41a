import type { Role } from '../session.js';

/**
 * The offices a group elects and what each may do (docs/decisions/offices.md, "What each office
 * may do"). Free of the schema library: the web's shell reads it too.
 */
export const offices = ['member', 'chair', 'treasurer', 'secretary', 'auditor'] as const;
export type Office = (typeof offices)[number];

export function isOffice(value: unknown): value is Office {
  return typeof value === 'string' && (offices as readonly string[]).includes(value);
}

export interface OfficePermissions {
  /** The spec's role on the wire: what `role` says in every answer. */
  role: Role;
  /** Reads every member's records, the admin screens, reports, books and downloads. */
  readsGroup: boolean;
  /** Makes the changes the spec's admin makes (money in and out, members, settings). */
  writesGroup: boolean;
  /** Makes a member's own changes: their payments, loan applications, guarantee answers. */
  writesOwn: boolean;
  /** Promotes and demotes members (`PATCH /users/{userId} {office}`). */
  changesOffices: boolean;
  /** Counts towards "a group always keeps a chair or a treasurer". */
  keepsGroupRunning: boolean;
}

const official = (keepsGroupRunning: boolean): OfficePermissions => ({
  role: 'admin',
  readsGroup: true,
  writesGroup: true,
  writesOwn: true,
  changesOffices: true,
  keepsGroupRunning,
});

/** The one table of what each office may do; the guards, the web and the docs follow it. */
export const officePermissions: Record<Office, OfficePermissions> = {
  member: {
    role: 'member',
    readsGroup: false,
    writesGroup: false,
    writesOwn: true,
    changesOffices: false,
    keepsGroupRunning: false,
  },
  chair: official(true),
  treasurer: official(true),
  secretary: official(false),
  auditor: {
    role: 'member',
    readsGroup: true,
    writesGroup: false,
    writesOwn: false,
    changesOffices: false,
    keepsGroupRunning: false,
  },
};

/** The spec's role of an office: `admin` for the officials, `member` for the others. */
export const roleOfOffice = (office: Office): Role => officePermissions[office].role;

/** Whether an office makes changes of any kind: the auditor does not. */
export const officeWrites = (office: Office): boolean =>
  officePermissions[office].writesGroup || officePermissions[office].writesOwn;

/** The offices that keep a group running: at least one of them must always be held. */
export const RUNNING_OFFICES = offices.filter((office) => officePermissions[office].keepsGroupRunning);

/** How the screens name an office. */
export const officeLabels: Record<Office, string> = {
  member: 'Member',
  chair: 'Chair',
  treasurer: 'Treasurer',
  secretary: 'Secretary',
  auditor: 'Auditor',
};

/**
 * The office a user created with the spec's `role` gets when none is named
 * (docs/decisions/offices.md, "Offices of new users"): an admin becomes a treasurer.
 */
export const defaultOfficeOf = (role: Role): Office => (role === 'admin' ? 'treasurer' : 'member');

export const LAST_RUNNING_OFFICE_MESSAGE =
  'The group must keep at least one chair or treasurer. Appoint another one before changing this office.';
export const AUDITOR_READ_ONLY_MESSAGE = 'An auditor can read everything but change nothing.';
