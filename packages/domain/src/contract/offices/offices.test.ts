import { describe, expect, it } from 'vitest';
import { officeOfUser, readsGroup } from '../session.js';
import {
  defaultOfficeOf,
  isOffice,
  officePermissions,
  offices,
  officeWrites,
  RUNNING_OFFICES,
  roleOfOffice,
} from './offices.js';

describe('the offices table (docs/decisions/offices.md, "What each office may do")', () => {
  it('shows the spec role admin exactly for the offices that change the group', () => {
    for (const office of offices) {
      expect([office, roleOfOffice(office) === 'admin']).toEqual([
        office,
        officePermissions[office].writesGroup,
      ]);
    }
  });

  it('lets the auditor read the group and change nothing, and a member change only their own', () => {
    expect(officePermissions.auditor).toMatchObject({
      readsGroup: true,
      writesGroup: false,
      writesOwn: false,
    });
    expect(officeWrites('auditor')).toBe(false);
    expect(officePermissions.member).toMatchObject({
      readsGroup: false,
      writesGroup: false,
      writesOwn: true,
    });
    expect(offices.filter((office) => !officeWrites(office))).toEqual(['auditor']);
  });

  it('keeps a group running with a chair or a treasurer, and only officials change offices', () => {
    expect(RUNNING_OFFICES).toEqual(['chair', 'treasurer']);
    expect(offices.filter((office) => officePermissions[office].changesOffices)).toEqual([
      'chair',
      'treasurer',
      'secretary',
    ]);
  });

  it('gives a user without an office the one their role implies, which has that role', () => {
    for (const role of ['admin', 'member'] as const) expect(roleOfOffice(defaultOfficeOf(role))).toBe(role);
    expect(officeOfUser({ role: 'admin' })).toBe('treasurer');
    expect(officeOfUser({ role: 'member', office: 'auditor' })).toBe('auditor');
    expect(readsGroup({ role: 'member', office: 'auditor' })).toBe(true);
    expect(readsGroup({ role: 'member' })).toBe(false);
  });

  it('knows the offices and nothing else', () => {
    expect(offices.every(isOffice)).toBe(true);
    for (const value of ['president', 'Chair', '', null, 7, undefined]) expect(isOffice(value)).toBe(false);
  });
});
