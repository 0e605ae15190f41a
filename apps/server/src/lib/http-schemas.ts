/** decisions §1: the body of every error answer, from the shared contract (packages/domain). */
export { errorBody } from '@links/domain';
