import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const here = path.dirname(fileURLToPath(import.meta.url));
/**
 * The project's root (this file is apps/server/src or apps/server/dist): a relative DATA_DIR or
 * BACKUP_DIR is read against it, whatever folder the server was started from (docs/decisions.md,
 * "The data folder, wherever the server starts").
 */
export const projectRoot = path.resolve(here, '../../..');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  LINKS_ADMIN_EMAIL: z.string().optional(),
  LINKS_ADMIN_PASSWORD: z.string().optional(),
  LINKS_GROUP_NAME: z.string().min(1).max(100).default('Links Savings Group'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: z.stringbool().default(false),
  BACKUP_DIR: z.string().optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
  BACKUP_AUTO: z.stringbool().default(true),
});

export interface Config {
  port: number;
  host: string;
  /** Where the embedded database and the generated secret live. */
  dataDir: string;
  /** When set, PostgreSQL is used instead of the embedded database. */
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  bootstrapAdmin: { email: string; password: string } | undefined;
  defaultGroupName: string;
  logLevel: string;
  /** The built web app; absent in tests that only call the API. */
  webDist: string | undefined;
  trustProxy: boolean;
  /** Backups (README "Backup and restore"): where they go, how many are kept, whether one is taken daily. */
  backup: { dir: string; keep: number; daily: boolean };
  /** decisions §2: login throttling. */
  throttle: { failuresPerEmail: number; windowMinutes: number; attemptsPerAddressPerMinute: number };
}

/** The only reader of process.env: parsed once, at start. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  if (Boolean(e.LINKS_ADMIN_EMAIL) !== Boolean(e.LINKS_ADMIN_PASSWORD)) {
    throw new Error('Invalid configuration: set both LINKS_ADMIN_EMAIL and LINKS_ADMIN_PASSWORD, or neither');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(projectRoot, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    bootstrapAdmin:
      e.LINKS_ADMIN_EMAIL && e.LINKS_ADMIN_PASSWORD
        ? { email: e.LINKS_ADMIN_EMAIL, password: e.LINKS_ADMIN_PASSWORD }
        : undefined,
    defaultGroupName: e.LINKS_GROUP_NAME,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? path.join(here, '../../web/dist')),
    trustProxy: e.TRUST_PROXY,
    backup: {
      dir: path.resolve(projectRoot, e.BACKUP_DIR ?? path.join(e.DATA_DIR, 'backups')),
      keep: e.BACKUP_KEEP,
      daily: e.BACKUP_AUTO,
    },
    throttle: { failuresPerEmail: 5, windowMinutes: 15, attemptsPerAddressPerMinute: 30 },
  };
}
