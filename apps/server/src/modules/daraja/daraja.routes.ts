import { operations } from '@links/domain';
import type { Guards } from '../../lib/guards.js';
import { moduleRoutes } from '../../lib/route.js';
import { signedInContext } from '../audit/audit.service.js';
import type { DarajaService } from './daraja.service.js';

/**
 * The group's Daraja credentials (docs/decisions/daraja.md): officials save them and test them; the
 * auditor reads which are saved. Nobody reads them back.
 */
export function darajaRoutes(daraja: DarajaService, guards: Guards) {
  return moduleRoutes(['settings'], (route) => {
    route(operations.darajaSettings, guards.admin, {
      summary: 'Which Daraja credentials are saved (never their values), and where Daraja is called',
      handler: () => daraja.status(),
    });
    route(operations.updateDarajaSettings, guards.admin, {
      summary: 'Save or remove Daraja credentials: kept encrypted, never shown again',
      handler: (request) => daraja.save(signedInContext(request), request.body),
    });
    route(operations.testDaraja, guards.admin, {
      summary: 'Test connection: asks Daraja for an access token with the saved consumer key and secret',
      handler: () => daraja.test(),
    });
  });
}
