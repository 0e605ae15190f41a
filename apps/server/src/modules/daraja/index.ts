/** What other modules may use of Daraja: the group's access token. */

export { darajaRoutes } from './daraja.routes.js';
export { createDarajaService, type DarajaService } from './daraja.service.js';
