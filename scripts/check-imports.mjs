// The import check run by `npm run check` (docs/architecture.md, "Shape"): dependencies point one
// way. The domain imports neither app; the server's lib and db import no module; a server module
// uses another only through its public index or its services; the web's lib and components import
// no feature; a web feature imports another only through its index, and no two features import each
// other, directly or around a loop. Tests may reach into other server modules to set up a scenario.
// Each table of the server's schema belongs to one module (apps/server/src/db/owners.json): only
// that module's files import it; the others call the owner's service or index (tests may set up any).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const SERVER_TEST = /\.(test|pg-test)\.ts$/;
const SPECIFIERS =
  /(?:^|[\s;}])(?:import|export)\s[^;]*?\sfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|(?:^|[\s;])import\s*['"]([^'"]+)['"]/g;
const APP_PACKAGES = /^@links\/(?!domain(?:\/|$))/;
const BINDINGS =
  /(?:^|[\s;}])(?:import|export)\s+(?:type\s+)?(?:\w+\s*,\s*)?(\{[^}]*\}|\*(?:\s+as\s+\w+)?)\s*from\s*['"]([^'"]+)['"]/g;
const TABLES = /export\s+const\s+(\w+)\s*=\s*pgTable\s*\(/g;

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

const withoutComments = (text) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** Every module specifier a source text imports or re-exports, comments left out. */
export function specifiersOf(text) {
  return [...withoutComments(text).matchAll(SPECIFIERS)].map((m) => m[1] ?? m[2] ?? m[3]);
}

/**
 * The names a source text imports or re-exports from each specifier (`import { a, type b as c }`
 * gives `a` and `b`); `'*'` for a whole-module import.
 */
export function bindingsOf(text) {
  return [...withoutComments(text).matchAll(BINDINGS)].map(([, names, specifier]) => ({
    specifier,
    names: names.startsWith('*')
      ? ['*']
      : names
          .slice(1, -1)
          .split(',')
          .flatMap((name) => /^\s*(?:type\s+)?([\w$]+)/.exec(name)?.[1] ?? []),
  }));
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
const SCHEMA = `${SERVER}/db/schema`;
const OWNERS = `${SERVER}/db/owners.json`;

/** Each table's module, from the ownership map, and the map's own problems against the schema. */
function tableOwners(root) {
  const owners = new Map();
  const problems = [];
  if (!fs.existsSync(path.join(root, OWNERS))) return { owners, problems };
  for (const [module, tables] of Object.entries(
    JSON.parse(fs.readFileSync(path.join(root, OWNERS), 'utf8')),
  )) {
    for (const table of tables) {
      if (owners.has(table))
        problems.push(`${OWNERS}: '${table}' has two owners (${owners.get(table)}, ${module})`);
      owners.set(table, module);
    }
  }
  const schema = path.join(root, `${SCHEMA}.ts`);
  const tables = fs.existsSync(schema)
    ? [...fs.readFileSync(schema, 'utf8').matchAll(TABLES)].map((m) => m[1])
    : [...owners.keys()];
  for (const table of tables) {
    if (!owners.has(table)) problems.push(`${SCHEMA}.ts: '${table}': every table has an owner in ${OWNERS}`);
  }
  for (const table of owners.keys()) {
    if (!tables.includes(table)) problems.push(`${OWNERS}: '${table}' is not a table of ${SCHEMA}.ts`);
  }
  return { owners, problems };
}

/** The tables of other modules that a module's (non-test) file imports from the schema. */
function tablesBorrowed(file, text, owners) {
  const module = inside(MODULES, file);
  if (!module || SERVER_TEST.test(file)) return [];
  const problems = [];
  for (const { specifier, names } of bindingsOf(text)) {
    if (target(file, specifier) !== SCHEMA) continue;
    for (const name of names) {
      const owner = owners.get(name);
      if (name === '*') problems.push(`${file}: '${specifier}': a module imports the tables it uses by name`);
      else if (owner && owner !== module.area) {
        problems.push(
          `${file}: '${name}': a module uses another module's table only through it (modules/${owner})`,
        );
      }
    }
  }
  return problems;
}

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
  const { owners, problems } = tableOwners(root);
  const edges = new Map();
  const files = [WEB, SERVER, `${DOMAIN}/src`].flatMap((dir) => sourceFiles(root, dir));
  for (const file of files) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    problems.push(...tablesBorrowed(file, text, owners));
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
