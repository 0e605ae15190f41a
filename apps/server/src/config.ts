import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const here = path.dirname(fileURLToPath(import.meta.url));
/**
 * The project's root (this file is apps/server/src or apps/server/dist): a relative DATA_DIR or
 * BACKUP_DIR is read against it, whatever folder the server was started from
 * (docs/decisions/servers.md, "The data folder, wherever the server starts").
 */
export const projectRoot = path.resolve(here, '../../..');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z.url().optional(),
  MIGRATION_DATABASE_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  LINKS_ADMIN_EMAIL: z.string().optional(),
  LINKS_ADMIN_PASSWORD: z.string().optional(),
  LINKS_GROUP_NAME: z.string().min(1).max(100).default('Links Savings Group'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  BACKUP_DIR: z.string().optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
  BACKUP_AUTO: z.stringbool().default(true),
  PUBLIC_URL: z.url().optional(),
  LINKS_OPEN_SIGNUP: z.stringbool().default(false),
  HOST_ADMIN_EMAIL: z.email({ error: 'HOST_ADMIN_EMAIL must be an email address' }).optional(),
  OUTBOX_DIR: z.string().optional(),
  SMTP_URL: z
    .url()
    .refine((url) => /^smtps?:\/\//.test(url), 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).max(200).optional(),
  AT_USERNAME: z.string().min(1).max(100).optional(),
  AT_API_KEY: z.string().min(1).max(500).optional(),
  AT_SENDER_ID: z.string().min(1).max(11).optional(),
  AT_BASE_URL: z.url().default('https://api.africastalking.com'),
  LINKS_SECRET_KEY: z.string().min(32, 'LINKS_SECRET_KEY must be at least 32 characters').optional(),
  DARAJA_BASE_URL: z.url().default('https://api.safaricom.co.ke'),
  DARAJA_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
});

export interface Config {
  port: number;
  host: string;
  /** Where the embedded database and the generated secret live. */
  dataDir: string;
  /** When set, PostgreSQL is used instead of the embedded database. */
  databaseUrl: string | undefined;
  /**
   * The schema owner's PostgreSQL URL (docs/decisions/servers.md, "Database roles"): migrations and restores
   * run as it, and the server's role of `databaseUrl` gets only the rights it needs.
   */
  migrationDatabaseUrl: string | undefined;
  jwtSecret: string | undefined;
  bootstrapAdmin: { email: string; password: string } | undefined;
  defaultGroupName: string;
  logLevel: string;
  /** The built web app; absent in tests that only call the API. */
  webDist: string | undefined;
  /**
   * Which proxies' forwarding headers are believed (docs/decisions/sign-in-limits.md, "Sign-in limits"): none
   * (false), the number of proxy hops in front, or the proxies' addresses and CIDR ranges.
   */
  trustProxy: false | number | string[];
  /** Backups (README "Backup and restore"): where they go, how many are kept, whether one is taken daily. */
  backup: { dir: string; keep: number; daily: boolean };
  /**
   * The address members open the app at, for the links in their messages; without it a link is a
   * path (docs/decisions/passwords.md, "Links in messages"). Never taken from a request's Host.
   */
  publicUrl: string | undefined;
  /**
   * The email of the host's operator, who opens /host (docs/decisions/host.md); without it the
   * deployment has no host screens. Lower-cased.
   */
  hostAdminEmail: string | undefined;
  /**
   * The key the groups' Daraja credentials are encrypted with (docs/decisions/daraja.md, "Kept
   * encrypted"); without it no credentials are stored. Never logged or answered.
   */
  secretKey: string | undefined;
  /** Where Daraja is called: the live API, the sandbox, or a test server. No trailing slash. */
  darajaBaseUrl: string;
  /** How long a call to Daraja may take before it counts as not answered. */
  darajaTimeoutMs: number;
  /** Whether anyone may register a new group from /signup (docs/decisions/signup.md). */
  openSignup: boolean;
  /**
   * When set, each message left in the outbox is also written there as a file, for development
   * and the browser tests (docs/decisions/passwords.md, "The outbox").
   */
  outboxDir: string | undefined;
  /**
   * The channels messages are sent by (docs/decisions/notifications.md, "Channels"); a channel
   * left unset keeps its deliveries queued.
   */
  channels: ChannelsConfig;
  /** docs/decisions/sign-in-limits.md, "The limits": login throttling. */
  throttle: { failuresPerEmail: number; windowMinutes: number; attemptsPerAddressPerMinute: number };
}

export interface EmailConfig {
  /** `smtp://user:pass@host:587` or `smtps://…`: holds the password, never logged or answered. */
  url: string;
  from: string;
}

export interface SmsConfig {
  username: string;
  /** Africa's Talking's API key: never logged or answered. */
  apiKey: string;
  senderId: string | undefined;
  baseUrl: string;
}

export interface ChannelsConfig {
  email: EmailConfig | undefined;
  sms: SmsConfig | undefined;
  /** How long one attempt may take before it counts as failed and is tried again. */
  timeoutMs: number;
}

/** SMTP_URL with MAIL_FROM, and AT_USERNAME with AT_API_KEY: each pair set together or not at all. */
function channelsOf(e: z.output<typeof envSchema>): ChannelsConfig {
  if (Boolean(e.SMTP_URL) !== Boolean(e.MAIL_FROM)) {
    throw new Error('Invalid configuration: set both SMTP_URL and MAIL_FROM, or neither');
  }
  if (Boolean(e.AT_USERNAME) !== Boolean(e.AT_API_KEY)) {
    throw new Error('Invalid configuration: set both AT_USERNAME and AT_API_KEY, or neither');
  }
  return {
    email: e.SMTP_URL && e.MAIL_FROM ? { url: e.SMTP_URL, from: e.MAIL_FROM } : undefined,
    sms:
      e.AT_USERNAME && e.AT_API_KEY
        ? {
            username: e.AT_USERNAME,
            apiKey: e.AT_API_KEY,
            senderId: e.AT_SENDER_ID,
            baseUrl: e.AT_BASE_URL.replace(/\/+$/, ''),
          }
        : undefined,
    timeoutMs: 20_000,
  };
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
    migrationDatabaseUrl: e.DATABASE_URL ? e.MIGRATION_DATABASE_URL : undefined,
    jwtSecret: e.JWT_SECRET,
    bootstrapAdmin:
      e.LINKS_ADMIN_EMAIL && e.LINKS_ADMIN_PASSWORD
        ? { email: e.LINKS_ADMIN_EMAIL, password: e.LINKS_ADMIN_PASSWORD }
        : undefined,
    defaultGroupName: e.LINKS_GROUP_NAME,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? path.join(here, '../../web/dist')),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    backup: {
      dir: path.resolve(projectRoot, e.BACKUP_DIR ?? path.join(e.DATA_DIR, 'backups')),
      keep: e.BACKUP_KEEP,
      daily: e.BACKUP_AUTO,
    },
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    hostAdminEmail: e.HOST_ADMIN_EMAIL?.trim().toLowerCase(),
    openSignup: e.LINKS_OPEN_SIGNUP,
    secretKey: e.LINKS_SECRET_KEY,
    darajaBaseUrl: e.DARAJA_BASE_URL.replace(/\/+$/, ''),
    darajaTimeoutMs: e.DARAJA_TIMEOUT_MS,
    outboxDir: e.OUTBOX_DIR === undefined ? undefined : path.resolve(projectRoot, e.OUTBOX_DIR),
    channels: channelsOf(e),
    throttle: { failuresPerEmail: 5, windowMinutes: 15, attemptsPerAddressPerMinute: 30 },
  };
}

export const TRUST_PROXY_TRUE_REFUSED =
  'Invalid configuration: TRUST_PROXY=true is refused, because then any client could choose its own address by ' +
  'sending an X-Forwarded-For header, and the per-address sign-in limit would not hold. Set the number of ' +
  'proxies in front of the server (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.0/8, a comma list).';

const isAddressOrRange = (entry: string) => {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
};

/** TRUST_PROXY: unset or `false`, a number of hops, or a comma list of addresses and CIDR ranges. */
function parseTrustProxy(value: string | undefined): false | number | string[] {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') throw new Error(TRUST_PROXY_TRUE_REFUSED);
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 100) throw new Error('Invalid configuration: TRUST_PROXY: at most 100 proxy hops');
    return hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.find((entry) => !isAddressOrRange(entry));
  if (wrong !== undefined) {
    throw new Error(
      `Invalid configuration: TRUST_PROXY: "${wrong}" is not a number of proxies, an IP address or a CIDR range`,
    );
  }
  return entries;
}
