import { z } from 'zod';
import { backupInfo, latestBackupAnswer } from '../audit/contract.js';
import { operation, refusals } from './operation.js';

/** Backups and the CSV export (docs/architecture.md, "Backups"); the downloads answer files. */
const errors = refusals(401, 403);

export const backupOperations = {
  takeBackup: operation({
    name: 'takeBackup',
    method: 'POST',
    path: '/admin/backup',
    response: { 201: backupInfo, ...errors },
  }),
  latestBackup: operation({
    name: 'latestBackup',
    method: 'GET',
    path: '/admin/backups/latest',
    response: { 200: latestBackupAnswer, ...errors },
  }),
  downloadLatestBackup: operation({
    name: 'downloadLatestBackup',
    method: 'GET',
    path: '/admin/backups/latest/download',
    response: { 200: z.any(), ...refusals(401, 403, 404) },
  }),
  exportData: operation({
    name: 'exportData',
    method: 'GET',
    path: '/export',
    response: { 200: z.any(), ...errors },
  }),
};
