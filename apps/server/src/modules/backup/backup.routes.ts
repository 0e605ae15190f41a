import fs from 'node:fs';
import path from 'node:path';
import { isoDateInGroupZone, operations } from '@links/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { Guard, Guards } from '../../lib/guards.js';
import { routesOf } from '../../lib/route.js';
import { recordAudit, requestContext } from '../audit/audit.service.js';
import { requireSettings } from '../settings/settings.service.js';
import type { BackupService } from './backup.service.js';
import { exportZip } from './export.js';

export const BACKUP_TOKEN_HEADER = 'x-links-backup-token';
export const NO_BACKUP_YET = 'No backup has been taken yet.';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const fromThisMachine = (request: FastifyRequest) => LOOPBACK.has(request.socket.remoteAddress ?? '');

/** Backups and the CSV export (docs/architecture.md "Backups"): admins, and `npm run backup` on this machine. */
export function backupRoutes(db: Db, backups: BackupService, guards: Guards) {
  /** An admin, or a request from this machine carrying the token the server wrote into DATA_DIR. */
  const adminOrLocalToken: Guard = (request, reply, done) => {
    const token = request.headers[BACKUP_TOKEN_HEADER];
    if (typeof token === 'string' && fromThisMachine(request) && backups.acceptsToken(token)) return done();
    guards.admin(request, reply, done);
  };

  return async (instance: FastifyInstance) => {
    const route = routesOf(instance, ['backup']);

    route(operations.takeBackup, adminOrLocalToken, {
      summary: 'Take a backup now: one file with a consistent snapshot of the database',
      handler: async (request) => {
        const taken = await backups.takeBackup();
        await recordAudit(db, requestContext(request), { action: 'create', entity: 'backup', after: taken });
        return taken;
      },
    });

    route(operations.latestBackup, guards.admin, {
      summary: 'The newest backup and how many are kept',
      handler: async () => backups.latest(),
    });

    route(operations.downloadLatestBackup, guards.admin, {
      summary: 'Download the newest backup',
      handler: async (request, reply) => {
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
    });

    route(operations.exportData, guards.admin, {
      summary: 'Every table as CSV in a zip, with a README of the columns',
      handler: async (request, reply) => {
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
    });
  };
}
