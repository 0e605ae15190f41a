/** A field the client may leave out: the rule lives in the domain, shared with the web's forms. */
export { leftOutOr } from '@links/domain';
