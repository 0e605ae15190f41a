/**
 * docs/decisions/wire.md, "Error answers": the body of every error answer, from the shared contract
 * (packages/domain).
 */
export { errorBody } from '@links/domain';
