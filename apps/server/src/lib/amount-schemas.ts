/** Amounts a client may leave out: the rules live in the domain, shared with the web's forms. */
export { absentOrKesAmount, optionalKesAmount } from '@links/domain';
