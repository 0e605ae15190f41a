import { describe, expect, it } from 'vitest';
import { startCommand, startHint } from './start-hint.js';

// README, "From the demo to your own data": the demo says how to serve what it filled.
describe('what npm run demo prints at the end', () => {
  it('gives the start command for the data folder it filled', () => {
    expect(startCommand({})).toBe('npm start');
    expect(startCommand({ DATA_DIR: 'demo-data' })).toBe('DATA_DIR=demo-data npm start');
    expect(startCommand({ DATA_DIR: '/tmp/my chama' })).toBe("DATA_DIR='/tmp/my chama' npm start");
    expect(startCommand({ DATA_DIR: "/tmp/it's" })).toBe("DATA_DIR='/tmp/it'\\''s' npm start");
  });

  it('never prints a database URL, which may hold a password', () => {
    const url = 'postgres://links:s3cret@db/links';
    const text = startHint({
      env: { DATABASE_URL: url, DATA_DIR: 'ignored' },
      port: 3000,
      password: 'Umoja-Demo-2026',
      accounts: [['chair', 'admin@demo.links']],
    }).join('\n');
    expect(text).toContain('npm start   (with the same DATABASE_URL)');
    expect(text).not.toContain('s3cret');
  });

  it('lines the accounts up whatever the longest office', () => {
    const lines = startHint({
      env: { DATA_DIR: 'demo-data' },
      port: 3000,
      password: 'Umoja-Demo-2026',
      accounts: [
        ['chair', 'admin@demo.links'],
        ['treasurer', 'wanjiru.korir@demo.links'],
      ],
    });
    expect(lines).toEqual([
      'Start the app with: DATA_DIR=demo-data npm start',
      'and sign in on http://localhost:3000:',
      '  chair:     admin@demo.links / Umoja-Demo-2026',
      '  treasurer: wanjiru.korir@demo.links / Umoja-Demo-2026',
      '             (every member is firstname.lastname@demo.links, with the same password)',
    ]);
  });
});
