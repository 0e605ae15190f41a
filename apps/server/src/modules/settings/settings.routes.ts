import type { Db } from '../../db/client.js';
import type { Guards } from '../../lib/guards.js';
import { moduleRoutes, refusals } from '../../lib/route.js';
import { signedInContext } from '../audit/audit.service.js';
import { settingsAnswer, settingsChangeBody } from './settings.schemas.js';
import { requireSettings, toSettingsAnswer, updateSettings } from './settings.service.js';

export function settingsRoutes(db: Db, guards: Guards) {
  return moduleRoutes(['settings'], (route) => {
    route.get('/settings', guards.signedIn, {
      summary: 'The group name, the loan rates and terms, and the yearly savings target',
      response: { 200: settingsAnswer, ...refusals(401) },
      handler: async () => toSettingsAnswer(await requireSettings(db)),
    });

    route.patch('/settings', guards.admin, {
      summary: 'Change settings; loans issued earlier keep their own rate and term',
      body: settingsChangeBody,
      response: { 200: settingsAnswer, ...refusals(401, 403, 422) },
      handler: async (request) =>
        toSettingsAnswer(await updateSettings(db, request.body, signedInContext(request))),
    });
  });
}
