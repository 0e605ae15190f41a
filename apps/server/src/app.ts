import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { type Clock, systemClock } from '@links/domain';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { runRequest } from './db/group-context.js';
import { holdRequestConnections } from './db/request-connections.js';
import { notFound } from './lib/errors.js';
import { createGuards, type Guards } from './lib/guards.js';
import { BROTLI_QUALITY, COMPRESS_FROM_BYTES, registerKeptAnswers } from './lib/kept-answers.js';
import { type LogStream, loggerOptions } from './lib/log-redaction.js';
import { serializerCompiler } from './lib/serializer.js';
import { accountsRoutes } from './modules/accounts/accounts.routes.js';
import { applicationsRoutes } from './modules/applications/applications.routes.js';
import { registerApprovalKinds } from './modules/approval-kinds/index.js';
import { approvalsRoutes } from './modules/approvals/index.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { stampRequests } from './modules/audit/request-context.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { type AuthService, createAuthService } from './modules/auth/auth.service.js';
import { ownPasswordRoutes } from './modules/auth/own-password.routes.js';
import { createSessionCheck } from './modules/auth/sessions.js';
import { createTokenIssuer, resolveJwtSecret, type TokenIssuer } from './modules/auth/tokens.js';
import { backupRoutes } from './modules/backup/backup.routes.js';
import { type BackupService, createBackupService } from './modules/backup/backup.service.js';
import { bankingRoutes } from './modules/banking/banking.routes.js';
import { booksRoutes } from './modules/books/books.routes.js';
import { contributionsRoutes } from './modules/contributions/contributions.routes.js';
import { createDarajaService, type DarajaService, darajaRoutes } from './modules/daraja/index.js';
import { disputesRoutes } from './modules/disputes/disputes.routes.js';
import { enrolmentRoutes } from './modules/enrolment/enrolment.routes.js';
import { finesRoutes } from './modules/fines/fines.routes.js';
import { startFinesJob } from './modules/fines-job/fines.job.js';
import { finesJobRoutes } from './modules/fines-job/fines-job.routes.js';
import { fundClaimsRoutes } from './modules/fund-claims/fund-claims.routes.js';
import { groupRoutes } from './modules/group/group.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import {
  hostRoutes,
  hostService,
  type IssueInvitation,
  signupRoutes,
  signupService,
} from './modules/host/index.js';
import { loansRoutes } from './modules/loans/loans.routes.js';
import { meetingsRoutes } from './modules/meetings/meetings.routes.js';
import { membersRoutes } from './modules/members/members.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import {
  createChannels,
  createDeliveryService,
  createOutbox,
  type DeliveryService,
  messagesRoutes,
  startDeliveryJob,
  useServerOutbox,
} from './modules/outbox/index.js';
import { balanceCallbackRoutes, balanceRoutes } from './modules/payments/balance.routes.js';
import { c2bRoutes } from './modules/payments/c2b.routes.js';
import { createC2bService } from './modules/payments/c2b.service.js';
import { paymentTransactionHooks } from './modules/payments/hooks.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { createPaymentsService } from './modules/payments/payments.service.js';
import { statementImportRoutes } from './modules/payments/statement-import.routes.js';
import { createStatementImportService } from './modules/payments/statement-import.service.js';
import { stkCallbackRoutes, stkRoutes } from './modules/payments/stk.routes.js';
import { startStkQueryJob } from './modules/payments/stk-query.job.js';
import { payoutCallbackRoutes, payoutsRoutes, startPayoutQueryJob } from './modules/payouts/index.js';
import { startRemindersJob } from './modules/reminders-job/reminders.job.js';
import { reportsRoutes } from './modules/reports/reports.routes.js';
import { rotationsRoutes } from './modules/rotations/rotations.routes.js';
import { savingsRoutes } from './modules/savings/savings.routes.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { shareOutsRoutes } from './modules/shareouts/share-outs.routes.js';
import { statementsRoutes } from './modules/statements/statements.routes.js';
import { transactionsRoutes } from './modules/transactions/transactions.routes.js';
import { createTransactionsService } from './modules/transactions/transactions.service.js';
import { withdrawalsRoutes } from './modules/withdrawals/withdrawals.routes.js';
import { registerErrorHandling } from './plugins/errors.js';
import { registerInputGuards } from './plugins/input-guards.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: LogStream;
  /** Where "now" comes from; tests pass a settable clock to move time. */
  clock?: Clock;
  /** Whether the hourly jobs (fines) run; tests turn them off unless they test them. */
  jobs?: boolean;
}

/**
 * The application with the services its tests and the process reach directly. Without `then`:
 * a Fastify instance is thenable, and an async function's result type would unwrap it to a bare
 * FastifyInstance, losing the services.
 */
export type App = Omit<FastifyInstance, 'then'> & {
  services: { auth: AuthService; backups: BackupService; delivery: DeliveryService; daraja: DarajaService };
  guards: Guards;
  tokens: TokenIssuer;
  clock: Clock;
};

/** Builds the whole application; the process (server.ts) and the tests both call this. */
export async function buildApp({
  config,
  database,
  logger,
  logStream,
  clock = systemClock,
  jobs = true,
}: AppOptions): Promise<App> {
  registerApprovalKinds();
  const app = Fastify({
    // docs/decisions/secrets.md, "Secrets and logs": no token, password, hash or secret in a log line.
    logger: loggerOptions(config.logLevel, logger, logStream),
    genReqId: () => randomUUID(),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 256 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  // docs/decisions/groups.md, "The group of a request": the rest of the request, its hooks, handler
  // and answer, runs in a group scope of its own, on one connection held to its end ("One connection
  // a request").
  app.addHook('onRequest', (_request, reply, done) =>
    runRequest(() => {
      const held = holdRequestConnections(done);
      reply.raw.once('close', held.end);
    }),
  );
  stampRequests(app, clock);
  // Set as the request arrives, by a hook without a promise: every answer, errors included, carries it.
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('x-request-id', request.id);
    done();
  });
  registerErrorHandling(app);
  registerInputGuards(app);

  registerSecurityHeaders(app);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Links API',
        version: '1.0.0',
        description: 'Savings, loans and transactions of a members group.',
      },
      components: {
        // The bearer header, or the web app's HttpOnly cookie
        // (docs/decisions/sessions.md, "Sessions and cookies").
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'access_token' },
        },
      },
      security: [{ bearer: [] }, { cookie: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const tokens = createTokenIssuer(await resolveJwtSecret(config, database), clock);
  const guards = createGuards(
    tokens,
    createSessionCheck(database.db, { keepWhileUnchanged: database.kind === 'pglite' }),
  );
  // docs/decisions/notifications.md, "Delivery": sent after the event's commit, by one server at a time.
  const channels = createChannels(config.channels);
  const delivery = createDeliveryService(database.db, clock, channels);
  let nudgeDelivery = () => {};
  const outbox = createOutbox(clock, config.outboxDir, () => nudgeDelivery());
  useServerOutbox(outbox, config.publicUrl);
  const auth = createAuthService(database.db, tokens, config, clock, outbox);
  await auth.bootstrapAdmin();
  await auth.announceSetupCode(app.log);
  const backups = createBackupService({ database, config, clock, log: app.log });
  backups.start();
  app.addHook('onClose', async () => backups.stop());

  const transactions = createTransactionsService(database.db, paymentTransactionHooks);
  const daraja = createDarajaService(database.db, {
    secretKey: config.secretKey,
    baseUrl: config.darajaBaseUrl,
    timeoutMs: config.darajaTimeoutMs,
    clock,
  });
  const payments = createPaymentsService(database.db, transactions);
  const c2b = createC2bService(database.db, clock);
  const statementImports = createStatementImportService(database.db, transactions, clock);

  registerKeptAnswers(app, database.db, clock);
  await app.register(healthRoutes(database), { prefix: '/api' });
  await app.register(
    async (api) => {
      // API answers are compressed as they go; brotli at a light setting keeps it cheap. Request
      // bodies are small JSON sent as is, so no route looks for a compressed one.
      await api.register(compress, {
        encodings: ['br', 'gzip'],
        globalDecompression: false,
        threshold: COMPRESS_FROM_BYTES,
        brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
      });
      await api.register(authRoutes(auth, guards, config, database.db, clock));
      await api.register(ownPasswordRoutes(auth, guards, config, database.db, clock));
      await api.register(enrolmentRoutes(database.db, guards, clock, auth));
      await api.register(membersRoutes(database.db, guards, clock, outbox));
      await api.register(accountsRoutes(database.db, guards));
      await api.register(savingsRoutes(database.db, guards, clock));
      await api.register(bankingRoutes(database.db, guards, clock));
      await api.register(settingsRoutes(database.db, guards, clock));
      await api.register(darajaRoutes(daraja, guards));
      await api.register(loansRoutes(database.db, guards, clock));
      await api.register(transactionsRoutes(transactions, guards, clock, database.db));
      await api.register(reportsRoutes(database.db, guards, clock));
      await api.register(booksRoutes(database.db, guards, clock));
      await api.register(statementsRoutes(database.db, guards, clock));
      await api.register(applicationsRoutes(database.db, guards, clock));
      await api.register(finesRoutes(database.db, guards, clock));
      await api.register(finesJobRoutes(database.db, guards, clock));
      await api.register(shareOutsRoutes(database.db, guards, clock));
      await api.register(approvalsRoutes(database.db, guards, clock));
      await api.register(withdrawalsRoutes(database.db, guards, clock, outbox));
      await api.register(meetingsRoutes(database.db, guards, clock, transactions));
      await api.register(contributionsRoutes(database.db, guards));
      await api.register(fundClaimsRoutes(database.db, guards, clock, outbox));
      await api.register(rotationsRoutes(database.db, guards, clock, outbox));
      await api.register(disputesRoutes(database.db, guards, outbox));
      await api.register(
        messagesRoutes(database.db, guards, clock, {
          outbox,
          delivery,
          channels: config.channels,
          nudge: () => nudgeDelivery(),
        }),
      );
      await api.register(auditRoutes(database.db, guards));
      await api.register(notificationsRoutes(database.db, guards, clock));
      await api.register(groupRoutes(database.db, guards, clock));
      await api.register(backupRoutes(database.db, backups, guards));
      await api.register(paymentsRoutes(database.db, { payments, c2b }, guards, clock));
      await api.register(statementImportRoutes(statementImports, guards));
      const inviteFirstOfficial: IssueInvitation = (tx, user, kind) =>
        auth.issueInvitation(tx, user, null, kind);
      await api.register(
        hostRoutes(hostService(database.db, config.hostAdminEmail, inviteFirstOfficial), guards),
      );
      await api.register(
        signupRoutes(signupService(database.db, config.openSignup, inviteFirstOfficial), database.db, clock),
      );
      await api.register(c2bRoutes(c2b));
      await api.register(stkCallbackRoutes(database.db));
      await api.register(balanceCallbackRoutes(database.db));
      await api.register(balanceRoutes(database.db, guards, { daraja, clock, publicUrl: config.publicUrl }));
      await api.register(stkRoutes(database.db, guards, { daraja, clock, publicUrl: config.publicUrl }));
      await api.register(payoutCallbackRoutes(database.db, clock));
      await api.register(payoutsRoutes(database.db, guards, { daraja, clock, publicUrl: config.publicUrl }));
    },
    { prefix: '/api/links' },
  );

  registerWebApp(app, config.webDist);
  if (jobs) {
    // docs/decisions/lending.md, "Fines": at start and every hour; charges are idempotent across servers.
    const stopFines = startFinesJob(database.db, clock, app.log);
    app.addHook('onClose', stopFines);
    // docs/decisions/notifications.md, "Reminders": the same cadence; each reminder left once.
    const stopReminders = startRemindersJob(database.db, clock, app.log, outbox);
    app.addHook('onClose', stopReminders);
    // docs/decisions/daraja.md, "The status query": each late M-Pesa request asked about once a minute.
    const stopStkQueries = startStkQueryJob(database.db, daraja, clock, app.log, config.publicUrl);
    app.addHook('onClose', stopStkQueries);
    // docs/decisions/payouts.md, "Asking Safaricom": each late payout asked about once a minute.
    const stopPayoutQueries = startPayoutQueryJob(
      database.db,
      { daraja, clock, publicUrl: config.publicUrl },
      app.log,
    );
    app.addHook('onClose', stopPayoutQueries);
    const deliveryJob = startDeliveryJob(delivery, app.log);
    nudgeDelivery = deliveryJob.nudge;
    app.addHook('onClose', deliveryJob.stop);
  }
  app.addHook('onClose', async () => {
    for (const sender of Object.values(channels)) sender?.close?.();
  });
  return Object.assign(app, { services: { auth, backups, delivery, daraja }, guards, tokens, clock }) as App;
}

/**
 * TRUST_PROXY as Fastify takes it (docs/decisions/sign-in-limits.md, "Sign-in limits"). A number of hops
 * becomes a function that trusts the nearest `hops` addresses: Fastify itself trusts no forwarding header
 * for a bare number, which would count every client behind the balancer as the balancer.
 */
function trustProxyOption(trust: Config['trustProxy']) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

/**
 * A path that names a file rather than a screen: anything under /assets, or a last segment with an
 * extension (`/favicon.svg`, `/x.js`). The app's routes have neither
 * (docs/decisions/web.md, "Upgrades and lost chunks").
 */
const namesAFile = (url: string) => /^\/assets(\/|$)/.test(url) || /\/[^/]*\.[A-Za-z0-9]+$/.test(url);

/**
 * Serves the built web app; any other path outside /api gets index.html so the client router can
 * take it, but a missing file is a 404: a page asking for a chunk an upgrade removed must see it fail.
 */
function registerWebApp(app: FastifyInstance, webDist: string | undefined) {
  const hasWeb = webDist !== undefined && fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // Built once with .br and .gz beside each text file (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // Hashed file names change with their content: cache them for good. Anything else
        // (index.html above all) is checked with the server each time.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
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
    if (namesAFile(url)) {
      reply.header('cache-control', 'no-cache');
      throw notFound('There is no such file.');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
