// Runs the domain and API tests, on PostgreSQL as well as PGlite whenever PostgreSQL can be had:
// TEST_DATABASE_URL if set, else a server on 127.0.0.1:5432 that lets `postgres` in, else a
// throwaway cluster started from the installed PostgreSQL binaries. It says loudly when none
// can be had, and in CI that is a failure (after the other tests): race bugs must not pass unseen.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const LOCAL_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

function canConnect(url) {
  const result = spawnSync('psql', [url, '-tAc', 'select 1'], { encoding: 'utf8', timeout: 10_000 });
  return result.status === 0 && result.stdout.trim() === '1';
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

function installedBinaries() {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs.readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(root, version, 'bin');
    if (fs.existsSync(path.join(bin, 'initdb'))) return bin;
  }
  return undefined;
}

/** initdb refuses to run as root: run the cluster as the `postgres` user when we are root. */
function asClusterOwner(command, args, dir) {
  if (process.getuid?.() !== 0) return spawnSync(command, args, { encoding: 'utf8' });
  spawnSync('chown', ['-R', 'postgres', dir]);
  return spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' });
}

async function throwawayCluster() {
  const bin = installedBinaries();
  if (!bin) return undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'links-pg-'));
  fs.chmodSync(dir, 0o755);
  const data = path.join(dir, 'data');
  const init = asClusterOwner(
    path.join(bin, 'initdb'),
    ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'],
    dir,
  );
  if (init.status !== 0) {
    console.error(init.stderr);
    return undefined;
  }
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300`;
  const start = asClusterOwner(
    path.join(bin, 'pg_ctl'),
    ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start'],
    dir,
  );
  if (start.status !== 0) {
    console.error(start.stderr);
    return undefined;
  }
  const stop = () => {
    asClusterOwner(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop'], dir);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}

function loudly(lines) {
  const bar = '='.repeat(72);
  console.error(`\n${bar}\n${lines.map((line) => `  ${line}`).join('\n')}\n${bar}\n`);
}

let url = process.env.TEST_DATABASE_URL;
let cluster;
if (!url && process.env.LINKS_TEST_PG !== 'throwaway' && canConnect(LOCAL_URL)) url = LOCAL_URL;
if (!url) {
  cluster = await throwawayCluster();
  url = cluster?.url;
  if (url) console.log(`PostgreSQL tests run on a throwaway cluster at ${url}`);
}
if (!url) {
  loudly([
    'THE POSTGRESQL TESTS ARE NOT RUNNING: no PostgreSQL server could be reached or started.',
    'Race and concurrency tests only run on PostgreSQL. Set TEST_DATABASE_URL, start a',
    'server on 127.0.0.1:5432, or install PostgreSQL (apt-get install postgresql).',
    ...(process.env.CI ? ['The other tests run all the same; the run then fails (CI is set).'] : []),
  ]);
}

const child = spawn('npx', ['vitest', 'run', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: url ? { ...process.env, TEST_DATABASE_URL: url } : process.env,
});
const code = await new Promise((resolve) => child.on('exit', (status) => resolve(status ?? 1)));
cluster?.stop();
if (!url) loudly(['Reminder: the PostgreSQL tests did not run (see above).']);
process.exit(!url && process.env.CI ? 1 : code);
