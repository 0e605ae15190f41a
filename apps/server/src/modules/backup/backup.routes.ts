import fs from 'node:fs';
import path from 'node:path';
import { backupInfo, isoDateInGroupZone, latestBackupAnswer } from '@links/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { Guard, Guards } from '../../lib/guards.js';
import { errorBody } from '../../lib/http-schemas.js';
import { recordAudit, requestContext } from '../audit/audit.service.js';
import { requireSettings } from '../settings/settings.service.js';
import type { BackupService } from './backup.service.js';
import { exportZip } from './export.js';

export const BACKUP_TOKEN_HEADER = 'x-links-backup-token';
export const NO_BACKUP_YET = 'No backup has been taken yet.';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const fromThisMachine = (request: FastifyRequest) => LOOPBACK.has(request.socket.remoteAddress ?? '');

const errors = { 401: errorBody, 403: errorBody };

/** Backups and the CSV export (docs/architecture.md "Backups"): admins, and `npm run backup` on this machine. */
export function backupRoutes(db: Db, backups: BackupService, guards: Guards) {
  /** An admin, or a request from this machine carrying the token the server wrote into DATA_DIR. */
  const adminOrLocalToken: Guard = (request, reply, done) => {
    const token = request.headers[BACKUP_TOKEN_HEADER];
    if (typeof token === 'string' && fromThisMachine(request) && backups.acceptsToken(token)) return done();
    guards.admin(request, reply, done);
  };

  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const tags = ['backup'];

    app.post(
      '/admin/backup',
      {
        onRequest: adminOrLocalToken,
        schema: {
          tags,
          summary: 'Take a backup now: one file with a consistent snapshot of the database',
          response: { 201: backupInfo, ...errors },
        },
      },
      async (request, reply) => {
        const taken = await backups.takeBackup();
        await recordAudit(db, requestContext(request), { action: 'create', entity: 'backup', after: taken });
        return reply.status(201).send(taken);
      },
    );

    app.get(
      '/admin/backups/latest',
      {
        onRequest: guards.admin,
        schema: {
          tags,
          summary: 'The newest backup and how many are kept',
          response: { 200: latestBackupAnswer, ...errors },
        },
      },
      async () => backups.latest(),
    );

    app.get(
      '/admin/backups/latest/download',
      {
        onRequest: guards.admin,
        schema: {
          tags,
          summary: 'Download the newest backup',
          response: { 200: z.any(), ...errors, 404: errorBody },
        },
      },
      async (request, reply) => {
        const file = backups.latestPath();
        if (!file) throw notFound(NO_BACKUP_YET);
        const name = path.basename(file);
        await recordAudit(db, requestContext(request), {
          action: 'download',
          entity: 'backup',
          after: { file: name },
        });
        return reply
          .header('content-type', 'application/gzip')
          .header('content-disposition', `attachment; filename="${name}"`)
          .send(fs.createReadStream(file));
      },
    );

    app.get(
      '/export',
      {
        onRequest: guards.admin,
        schema: {
          tags,
          summary: 'Every table as CSV in a zip, with a README of the columns',
          response: { ...errors, 200: z.any() },
        },
      },
      async (request, reply) => {
        const context = requestContext(request);
        const settings = await requireSettings(db);
        const zip = await exportZip(db, settings.groupName, context.at);
        await recordAudit(db, context, { action: 'export', entity: 'data', after: { size: zip.length } });
        const day = isoDateInGroupZone(context.at).replaceAll('-', '');
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', `attachment; filename="links-export-${day}.zip"`)
          .send(Buffer.from(zip));
      },
    );
  };
}
