/**
 * The engine (docs/architecture.md, "The domain package"): the maths the group's money is kept by,
 * free of the wire. Money in cents, dates, loans' schedules, allocations and fines, the books'
 * postings and reports, the share-out. `@links/domain/engine`.
 */
export * from './books/accounts.js';
export * from './books/closing.js';
export * from './books/entry.js';
export * from './books/postings.js';
export * from './books/reports.js';
export * from './clock.js';
export * from './contributions/expected.js';
export * from './dates.js';
export * from './loans/allocation.js';
export * from './loans/arrears.js';
export * from './loans/fines.js';
export * from './loans/limits.js';
export * from './loans/payoff.js';
export * from './loans/rounding.js';
export * from './loans/schedule.js';
export * from './loans/unpay.js';
export * from './meetings/sheet.js';
export * from './members/exit.js';
export * from './money.js';
export * from './percent.js';
export * from './rotations/rotation.js';
export * from './savings/withdrawals.js';
export * from './shareout/allocation.js';
export * from './shareout/basis.js';
export * from './shareout/plan.js';
