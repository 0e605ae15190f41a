/**
 * A person's groups as signing in answers them: a member of Umoja Savers (the current one) and the
 * treasurer of Bidii Women, which is suspended.
 */
export const GROUPS = [
  { group_id: 1, name: 'Umoja Savers', office: 'member', member_no: 'M004', status: 'active', current: true },
  {
    group_id: 7,
    name: 'Bidii Women',
    office: 'treasurer',
    member_no: 'M012',
    status: 'suspended',
    current: false,
  },
];
