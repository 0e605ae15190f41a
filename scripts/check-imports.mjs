// The import check run by `npm run check` (docs/architecture.md, "Layers"): dependencies point one
// way. The domain imports neither app; the server's lib and db import no module; a server module
// uses another only through its public index or its services; the web's lib and components import
// no feature; a web feature imports another only through its index, and no two features import each
// other, directly or around a loop. Tests may reach into other server modules to set up a scenario.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const SERVER_TEST = /\.(test|pg-test)\.ts$/;
const SPECIFIERS =
  /(?:^|[\s;}])(?:import|export)\s[^;]*?\sfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|(?:^|[\s;])import\s*['"]([^'"]+)['"]/g;
const APP_PACKAGES = /^@links\/(?!domain(?:\/|$))/;

function sourceFiles(root, dir) {
  const absolute = path.join(root, dir);
  if (!fs.existsSync(absolute)) return [];
  const found = [];
  for (const entry of fs.readdirSync(absolute, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) found.push(...sourceFiles(root, relative));
    else if (SOURCE.test(entry.name)) found.push(relative);
  }
  return found;
}

/** Every module specifier a source text imports or re-exports, comments left out. */
export function specifiersOf(text) {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  return [...code.matchAll(SPECIFIERS)].map((m) => m[1] ?? m[2] ?? m[3]);
}

/** The file a relative specifier names, from the repository root, without its extension. */
function target(file, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  return path.posix.join(path.posix.dirname(file), specifier).replace(/\.(js|ts|tsx|mjs)$/, '');
}

/** `apps/web/src/features/loans/api/get-loan` → { area: 'loans', rest: 'api/get-loan' } */
function inside(base, file) {
  if (!file.startsWith(`${base}/`)) return undefined;
  const [area, ...rest] = file.slice(base.length + 1).split('/');
  return { area, rest: rest.join('/') };
}

const WEB = 'apps/web/src';
const FEATURES = `${WEB}/features`;
const SERVER = 'apps/server/src';
const MODULES = `${SERVER}/modules`;
const DOMAIN = 'packages/domain';

function ruleBroken(file, specifier) {
  const to = target(file, specifier);
  if (file.startsWith(`${DOMAIN}/`)) {
    if (APP_PACKAGES.test(specifier)) return 'the domain imports neither the server nor the web';
    if (to && !to.startsWith(`${DOMAIN}/`)) return 'the domain imports neither the server nor the web';
    return undefined;
  }
  if (!to) return undefined;
  const from = inside(FEATURES, file);
  const into = inside(FEATURES, to);
  if (from && into && from.area !== into.area && into.rest !== '' && into.rest !== 'index') {
    return `a feature imports another only through its index (features/${into.area})`;
  }
  if (from && to.startsWith(`${WEB}/app/`)) return 'a feature does not import the app shell';
  if (
    (file.startsWith(`${WEB}/lib/`) || file.startsWith(`${WEB}/components/`)) &&
    (into || to.startsWith(`${WEB}/app/`))
  ) {
    return 'lib and components sit below the features and the app';
  }
  const module = inside(MODULES, file);
  const other = inside(MODULES, to);
  if (module && other && module.area !== other.area && !SERVER_TEST.test(file)) {
    if (other.rest !== 'index' && !/^[a-z-]+\.service$/.test(other.rest)) {
      return `a module uses another only through its index or services (modules/${other.area})`;
    }
  }
  if (
    (file.startsWith(`${SERVER}/lib/`) || file.startsWith(`${SERVER}/db/`)) &&
    to.startsWith(`${SERVER}/`)
  ) {
    const top = to.slice(SERVER.length + 1).split('/')[0];
    if (top !== 'lib' && top !== 'db' && top !== 'config') return 'lib and db sit below the modules';
  }
  return undefined;
}

/** Loops among the features, each named once: `loans → member → loans`. */
function featureLoops(edges) {
  const loops = new Set();
  const visit = (area, trail) => {
    for (const next of edges.get(area) ?? []) {
      const at = trail.indexOf(next);
      if (at >= 0) {
        const loop = trail.slice(at);
        const first = loop.indexOf([...loop].sort()[0]);
        const turned = [...loop.slice(first), ...loop.slice(0, first)];
        loops.add([...turned, turned[0]].join(' → '));
      } else if (trail.length < edges.size) visit(next, [...trail, next]);
    }
  };
  for (const area of edges.keys()) visit(area, [area]);
  return [...loops].sort();
}

/** The broken rules of the tree at `root`, one line each; empty when the layers hold. */
export function checkImports(root) {
  const problems = [];
  const edges = new Map();
  const files = [WEB, SERVER, `${DOMAIN}/src`].flatMap((dir) => sourceFiles(root, dir));
  for (const file of files) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    for (const specifier of specifiersOf(text)) {
      const broken = ruleBroken(file, specifier);
      if (broken) problems.push(`${file}: '${specifier}': ${broken}`);
      const from = inside(FEATURES, file);
      const into = inside(FEATURES, target(file, specifier) ?? '');
      if (from && into && from.area !== into.area) {
        if (!edges.has(from.area)) edges.set(from.area, new Set());
        edges.get(from.area).add(into.area);
      }
    }
  }
  for (const loop of featureLoops(edges)) problems.push(`features import each other in a loop: ${loop}`);
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const problems = checkImports(root);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`check-imports: ${problems.length} import(s) break the layers (docs/architecture.md)`);
    process.exit(1);
  }
  console.log('check-imports: the layers hold');
}
