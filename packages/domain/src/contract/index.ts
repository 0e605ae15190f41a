/**
 * The wire contract (docs/architecture.md, "The domain package"): what the server and the web say
 * to each other. The table of operations, the request schemas and the answers, with the rules a
 * request is read by. `@links/domain/contract`.
 */
export * from './accounts/requests.js';
export * from './approvals/index.js';
export * from './audit/index.js';
export * from './auth.js';
export * from './banking/contract.js';
export * from './banking/list.js';
export * from './banking/requests.js';
export * from './books/index.js';
export * from './contributions/index.js';
export * from './daraja/index.js';
export * from './disputes/index.js';
export * from './error-contract.js';
export * from './fund-claims/index.js';
export * from './health/contract.js';
export * from './host/contract.js';
export * from './ids.js';
export * from './lists.js';
export * from './loans/index.js';
export * from './meetings/index.js';
export * from './members/index.js';
export * from './money-schema.js';
export * from './notifications/index.js';
export * from './offices/index.js';
export * from './operations/index.js';
export * from './outbox/index.js';
export * from './passwords/index.js';
export * from './payments/index.js';
export * from './payouts/index.js';
export * from './reports/contract.js';
export * from './request-fields.js';
export * from './reversals/contract.js';
export * from './rotations/index.js';
export * from './savings/contract.js';
export * from './savings/list.js';
export * from './savings/requests.js';
export * from './session.js';
export * from './session-contract.js';
export * from './settings/contract.js';
export * from './settings/requests.js';
export * from './shareout/index.js';
export * from './transactions/index.js';
export * from './withdrawals/index.js';
