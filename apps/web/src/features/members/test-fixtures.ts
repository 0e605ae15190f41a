import type { ExitPreview } from '@links/domain';

/**
 * An exit's preview as `GET /members/{userId}/exit` answers it (docs/decisions/member-exits.md): Wanjiru's
 * short-term loan of KES 40,000.00 against KES 10,000.00 of savings, Baraka's and Chebet's pledges
 * paying KES 10,000.00 of it and the rest written off; she may leave.
 */
export const BORROWER: ExitPreview = {
  user_id: 5,
  firstname: 'Wanjiru',
  lastname: 'Kamau',
  status: 'active',
  exited_on: null,
  date: '2026-05-04',
  savings: 10_000,
  owed: 40_000,
  refund: 0,
  shortfall: 30_000,
  from_guarantors: 10_000,
  written_off: 20_000,
  loans: [
    {
      loan_id: 3,
      kind: 'short_term',
      principal: 40_000,
      interest: 0,
      fines: 0,
      total: 40_000,
      from_savings: 10_000,
      written_off: 20_000,
      waived: 0,
      from_guarantors: [{ user_id: 6, firstname: 'Baraka', lastname: 'Otieno', amount: 6_000 }],
    },
  ],
  loose_fines: { owed: 0, paid: 0, waived: 0 },
  pledges_held: [],
  pledges_for_member: [
    { user_id: 6, firstname: 'Baraka', lastname: 'Otieno', pledge: 6_000, pays: 6_000 },
    { user_id: 7, firstname: 'Chebet', lastname: 'Rono', pledge: 4_000, pays: 4_000 },
  ],
  can_exit: true,
};
