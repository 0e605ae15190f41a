import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../lib/guards.js';
import { errorBody } from '../../lib/http-schemas.js';
import { signedInContext } from '../audit/audit.service.js';
import { settingsAnswer, settingsChangeBody } from './settings.schemas.js';
import { requireSettings, toSettingsAnswer, updateSettings } from './settings.service.js';

export function settingsRoutes(db: Db, guards: Guards) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/settings',
      {
        onRequest: guards.signedIn,
        schema: {
          tags: ['settings'],
          summary: 'The group name, the loan rates and terms, and the yearly savings target',
          response: { 200: settingsAnswer, 401: errorBody },
        },
      },
      async () => toSettingsAnswer(await requireSettings(db)),
    );

    app.patch(
      '/settings',
      {
        onRequest: guards.admin,
        schema: {
          tags: ['settings'],
          summary: 'Change settings; loans issued earlier keep their own rate and term',
          body: settingsChangeBody,
          response: { 200: settingsAnswer, 401: errorBody, 403: errorBody, 422: errorBody },
        },
      },
      async (request) => toSettingsAnswer(await updateSettings(db, request.body, signedInContext(request))),
    );
  };
}
