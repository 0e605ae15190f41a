/**
 * POST /add-saving (docs/decisions/members.md, "Savings accounts"): the one schema the server's route and the
 * web's form share.
 */
export { type AddSavingInput, addSavingBody } from '@links/domain';
