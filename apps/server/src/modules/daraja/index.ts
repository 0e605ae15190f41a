/** What other modules may use of Daraja: calls with the group's token, and its saved credentials. */
export type { DarajaCall } from './calls.js';
export { groupsWithInitiator } from './credentials.js';
export { darajaRoutes } from './daraja.routes.js';
export { createDarajaService, type DarajaService } from './daraja.service.js';
