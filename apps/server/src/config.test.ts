import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, projectRoot } from './config.js';

// docs/decisions/servers.md, "The data folder, wherever the server starts".

const started = process.cwd();
afterEach(() => process.chdir(started));

describe('DATA_DIR and BACKUP_DIR', () => {
  it('is the project root, the folder holding the workspace package.json', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8'));
    expect(manifest.workspaces).toContain('apps/server');
  });

  it('reads relative folders against the project root, whatever the working directory', () => {
    for (const cwd of [projectRoot, os.tmpdir(), path.join(projectRoot, 'apps/server')]) {
      process.chdir(cwd);
      expect(loadConfig({}).dataDir).toBe(path.join(projectRoot, 'data'));
      expect(loadConfig({}).backup.dir).toBe(path.join(projectRoot, 'data', 'backups'));
      const set = loadConfig({ DATA_DIR: './chama-data', BACKUP_DIR: 'off-site/../backups' });
      expect(set.dataDir).toBe(path.join(projectRoot, 'chama-data'));
      expect(set.backup.dir).toBe(path.join(projectRoot, 'backups'));
      expect(loadConfig({ DATA_DIR: 'chama-data' }).backup.dir).toBe(
        path.join(projectRoot, 'chama-data', 'backups'),
      );
    }
  });

  it('keeps absolute folders as they are', () => {
    process.chdir(os.tmpdir());
    const config = loadConfig({ DATA_DIR: '/var/lib/links', BACKUP_DIR: '/srv/backups/links' });
    expect(config.dataDir).toBe('/var/lib/links');
    expect(config.backup.dir).toBe('/srv/backups/links');
    expect(loadConfig({ DATA_DIR: '/var/lib/links' }).backup.dir).toBe('/var/lib/links/backups');
  });
});

describe('the channels (docs/decisions/notifications.md, "Channels")', () => {
  it('are unset unless configured, and Africa’s Talking’s address defaults to its live API', () => {
    expect(loadConfig({}).channels).toMatchObject({ email: undefined, sms: undefined });
    const set = loadConfig({
      SMTP_URL: 'smtps://links:pa%24s@mail.example:465',
      MAIL_FROM: 'Umoja <no-reply@umoja.example>',
      AT_USERNAME: 'umoja',
      AT_API_KEY: 'atsk_0123',
    });
    expect(set.channels.email).toEqual({
      url: 'smtps://links:pa%24s@mail.example:465',
      from: 'Umoja <no-reply@umoja.example>',
    });
    expect(set.channels.sms).toEqual({
      username: 'umoja',
      apiKey: 'atsk_0123',
      senderId: undefined,
      baseUrl: 'https://api.africastalking.com',
    });
    const sandbox = loadConfig({
      AT_USERNAME: 'sandbox',
      AT_API_KEY: 'k',
      AT_SENDER_ID: 'UMOJA',
      AT_BASE_URL: 'https://api.sandbox.africastalking.com/',
    });
    expect(sandbox.channels.sms).toMatchObject({
      senderId: 'UMOJA',
      baseUrl: 'https://api.sandbox.africastalking.com',
    });
  });

  it('refuses half a channel, an SMTP_URL that is not smtp, and never repeats a secret', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://a:b@h:25' })).toThrow('set both SMTP_URL and MAIL_FROM');
    expect(() => loadConfig({ AT_API_KEY: 'atsk_secret_key' })).toThrow(
      'set both AT_USERNAME and AT_API_KEY',
    );
    let refused = '';
    try {
      loadConfig({ SMTP_URL: 'https://user:hunter22@mail.example', MAIL_FROM: 'x@y.z' });
    } catch (error) {
      refused = (error as Error).message;
    }
    expect(refused).toContain('SMTP_URL must start with smtp:// or smtps://');
    expect(refused).not.toContain('hunter22');
  });
});
