import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { notFound } from './lib/errors.js';
import { accountsRoutes } from './modules/accounts/accounts.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createGuards } from './modules/auth/guards.js';
import { createTokenIssuer, resolveJwtSecret } from './modules/auth/tokens.js';
import { bankingRoutes } from './modules/banking/banking.routes.js';
import { booksRoutes } from './modules/books/books.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { loansRoutes } from './modules/loans/loans.routes.js';
import { membersRoutes } from './modules/members/members.routes.js';
import { reportsRoutes } from './modules/reports/reports.routes.js';
import { savingsRoutes } from './modules/savings/savings.routes.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { statementsRoutes } from './modules/statements/statements.routes.js';
import { transactionsRoutes } from './modules/transactions/transactions.routes.js';
import { createTransactionsService } from './modules/transactions/transactions.service.js';
import { registerErrorHandling } from './plugins/errors.js';

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole application; the process (server.ts) and the tests both call this. */
export async function buildApp({ config, database, logger }: AppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandling(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Links API',
        version: '1.0.0',
        description: 'Savings, loans and transactions of a members group.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const tokens = createTokenIssuer(resolveJwtSecret(config));
  const guards = createGuards(tokens);
  const auth = createAuthService(database.db, tokens, config);
  await auth.bootstrapAdmin();

  await app.register(healthRoutes(database), { prefix: '/api' });
  await app.register(
    async (api) => {
      await api.register(authRoutes(auth, guards, config));
      await api.register(membersRoutes(database.db, guards));
      await api.register(accountsRoutes(database.db, guards));
      await api.register(savingsRoutes(database.db, guards));
      await api.register(bankingRoutes(database.db, guards));
      await api.register(settingsRoutes(database.db, guards));
      await api.register(loansRoutes(database.db, guards));
      await api.register(transactionsRoutes(createTransactionsService(database.db), guards));
      await api.register(reportsRoutes(database.db, guards));
      await api.register(booksRoutes(database.db, guards));
      await api.register(statementsRoutes(database.db, guards));
    },
    { prefix: '/api/links' },
  );

  registerWebApp(app, config.webDist);
  return Object.assign(app, { services: { auth }, guards, tokens });
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** Serves the built web app; any path outside /api gets index.html so the client router can take it. */
function registerWebApp(app: FastifyInstance, webDist: string | undefined) {
  const hasWeb = webDist !== undefined && fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, maxAge: '1h' });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (
      url === '/api' ||
      url.startsWith('/api/') ||
      !hasWeb ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      throw notFound(`No route for ${request.method} ${url}.`);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
