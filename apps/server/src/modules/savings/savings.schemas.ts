/** POST /add-saving (decisions §4): the one schema the server's route and the web's form share. */
export { type AddSavingInput, addSavingBody } from '@links/domain';
