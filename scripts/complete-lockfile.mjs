// The npm registry reachable from our machines serves only the Linux builds of packages that ship
// per-platform binaries (biome, esbuild, rolldown, tailwind's oxide, argon2). npm then leaves the
// other platforms' optional packages out of package-lock.json, and `npm ci` refuses the lock file as
// out of sync. This adds each missing optional package as an optional entry, which `npm ci` skips
// when it cannot be had. Run it after `npm install`; `--check` only reports (used by `npm run check`).
import fs from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const packages = lock.packages;
const missing = [];
for (const [path, meta] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    const nested = `${path}/node_modules/${name}`;
    if (!packages[key] && !packages[nested]) {
      missing.push(key);
      packages[key] = { version, ...(meta.dev ? { dev: true } : {}), optional: true };
    }
  }
}
if (process.argv.includes('--check')) {
  if (missing.length) {
    console.error(
      `package-lock.json lacks ${missing.length} optional packages; run: node scripts/complete-lockfile.mjs`,
    );
    process.exit(1);
  }
} else {
  lock.packages = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
  );
  fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`added ${missing.length} optional entries to package-lock.json`);
}
