import type { MemberAccountRow } from '@links/domain';

/** Wanjiru's account as the accounts list shows it: KES 125,000.50 saved, KES 2,500.00 expected monthly. */
export const WANJIRU_ACCOUNT: MemberAccountRow = {
  account_id: 2,
  user_id: 4,
  firstname: 'Wanjiru',
  lastname: 'Kamau',
  email: 'wanjiru@example.com',
  member_number: 'M004',
  phone: '254712345678',
  savings: 125000.5,
  monthly_expected: 2500,
};
