import { ROTATION_MEMBERS, rotationOf, rotationRowOf } from './fixtures';

/**
 * The group's merry-go-rounds as the transaction forms and the payment split read them
 * (docs/decisions/rotations.md, "Paying in"): `GET /rotations` lists the running Umoja merry-go-round
 * (7, Wanjiru owing KES 1,000.00 in it), the running Weekly pot (8, without Wanjiru) and a finished
 * Old pot (3); `GET /rotations/{id}` answers the two running ones' schedules. Answers for `stubApi`.
 */
export function memberRotationAnswers(): Record<string, object> {
  const { wanjiru, baraka, amina } = ROTATION_MEMBERS;
  const rows = [
    rotationRowOf({ rotation_id: 8, name: 'Weekly pot', every: 'week', members: 2 }),
    rotationRowOf(),
    rotationRowOf({ rotation_id: 3, name: 'Old pot', status: 'Finished', open_round: null }),
  ];
  const umoja = rotationOf();
  return {
    '/rotations?': { rotations: rows, pagination: { page: 1, per_page: 100, total: 3, pages: 1 } },
    '/rotations/7': {
      ...umoja,
      members: umoja.members.map((member) =>
        member.user_id === wanjiru.user_id ? { ...member, owes: 1000 } : member,
      ),
    },
    '/rotations/8': rotationOf({
      rotation_id: 8,
      name: 'Weekly pot',
      members: [
        { ...baraka, round: 1, owes: 250 },
        { ...amina, round: 2, owes: 250 },
      ],
      rounds: [],
    }),
  };
}
