/**
 * Ids in paths and bodies: the rules live in the domain, shared with the contract's operations
 * (`idParam` for `/accounts/{userId}`, `idField` and `optionalIdField` in a body).
 */
export { idField, idParam, optionalIdField } from '@links/domain';
