// The import check run by `npm run check` (docs/architecture.md, "Shape"): dependencies point one
// way. The domain imports neither app; the server's lib and db import no module; a server module
// uses another only through its public index or its services; the web's lib and components import
// no feature; a web feature imports another only through its index, and no two features import each
// other, directly or around a loop; nor do two server modules (docs/architecture.md, "Server
// modules"). Tests may reach into other server modules to set up a scenario. The browser tests and
// the benchmarks (e2e/, bench/) import the apps' files only through the allow-list below.
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
const HARNESSES = ['e2e', 'bench'];

/**
 * The apps' files a harness may import (docs/architecture.md, "Harnesses"), each for a reason;
 * anything else a browser test or a benchmark does goes through the API. `apps/server/dist/…` is
 * the built `apps/server/src/…`.
 */
export const HARNESS_ENTRIES = [
  {
    file: `${SERVER}/harness`,
    from: HARNESSES,
    why: 'the one test seam: a data folder migrated and seeded before its server starts',
  },
  { file: `${SERVER}/app`, from: ['bench'], why: 'the benchmarks build the app in-process to seed it' },
  { file: `${SERVER}/config`, from: ['bench'], why: 'the app the benchmarks build reads the config' },
  {
    file: `${SERVER}/test/server-process`,
    from: ['bench'],
    why: 'the benchmarks start the built server as the API tests do',
  },
  {
    file: `${SERVER}/test/listening-port`,
    from: ['e2e'],
    why: 'the browser tests find the port their servers were given as the API tests do',
  },
  {
    file: `${SERVER}/demo/mpesa-csv`,
    from: ['e2e'],
    why: 'the M-Pesa statement a browser test uploads, written as the demo writes it',
  },
  {
    file: `${SERVER}/test/channel-servers`,
    from: ['e2e'],
    why: "the SMTP server and the Africa's Talking look-alike the API tests use, for the outbox screen",
  },
  {
    file: 'apps/web/scripts/bundle-budget',
    from: HARNESSES,
    why: 'the bundle budget, measured the way the build measures it',
  },
  {
    file: 'apps/web/src/i18n/untranslated',
    from: ['e2e'],
    why: 'what a screen in Kiswahili shows that its catalogue did not write, asked as the component tests ask it',
  },
];
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

/** A harness's import of the apps outside the allow-list, if it is one. */
function harnessReach(file, specifier) {
  const harness = HARNESSES.find((dir) => file.startsWith(`${dir}/`));
  if (!harness) return undefined;
  const to = target(file, specifier)?.replace(/^apps\/server\/dist\//, `${SERVER}/`);
  if (!APP_PACKAGES.test(specifier) && !to?.startsWith('apps/')) return undefined;
  if (HARNESS_ENTRIES.some((entry) => entry.file === to && entry.from.includes(harness))) return undefined;
  return 'a harness imports the apps only through the allow-list of scripts/check-imports.mjs (else the API)';
}

const ENGINE = `${DOMAIN}/src/engine/`;

/**
 * The domain's engine is the maths alone (docs/architecture.md, "The domain package"): its files,
 * tests aside, import nothing of the wire contract and not the schema library.
 */
function engineReach(file, specifier, to) {
  if (!file.startsWith(ENGINE) || /\.test\.ts$/.test(file)) return undefined;
  if (specifier === 'zod' || specifier.startsWith('zod/'))
    return 'the engine does without the schema library';
  if (to?.startsWith(`${DOMAIN}/src/contract/`)) return 'the engine imports nothing of the contract';
  return undefined;
}

function ruleBroken(file, specifier) {
  const reach = harnessReach(file, specifier);
  if (reach) return reach;
  const to = target(file, specifier);
  if (file.startsWith(`${DOMAIN}/`)) {
    if (APP_PACKAGES.test(specifier)) return 'the domain imports neither the server nor the web';
    if (to && !to.startsWith(`${DOMAIN}/`)) return 'the domain imports neither the server nor the web';
    return engineReach(file, specifier, to);
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

/** At most this many loops are named: a knot of many modules has too many to list. */
const LOOPS_NAMED = 20;

/** Loops among the features or the server's modules, each named once: `loans → member → loans`. */
function loopsOf(edges) {
  const loops = new Set();
  const visit = (area, trail) => {
    for (const next of edges.get(area) ?? []) {
      if (loops.size >= LOOPS_NAMED) return;
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

function addEdge(edges, from, to) {
  if (!edges.has(from)) edges.set(from, new Set());
  edges.get(from).add(to);
}

/** The broken rules of the tree at `root`, one line each; empty when the layers hold. */
export function checkImports(root) {
  const { owners, problems } = tableOwners(root);
  const edges = new Map();
  const moduleEdges = new Map();
  const files = [WEB, SERVER, `${DOMAIN}/src`, ...HARNESSES].flatMap((dir) => sourceFiles(root, dir));
  for (const file of files) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    problems.push(...tablesBorrowed(file, text, owners));
    for (const specifier of specifiersOf(text)) {
      const broken = ruleBroken(file, specifier);
      if (broken) problems.push(`${file}: '${specifier}': ${broken}`);
      const from = inside(FEATURES, file);
      const into = inside(FEATURES, target(file, specifier) ?? '');
      if (from && into && from.area !== into.area) addEdge(edges, from.area, into.area);
      const module = inside(MODULES, file);
      const other = inside(MODULES, target(file, specifier) ?? '');
      if (module && other && module.area !== other.area && !SERVER_TEST.test(file)) {
        addEdge(moduleEdges, module.area, other.area);
      }
    }
  }
  for (const loop of loopsOf(edges)) problems.push(`features import each other in a loop: ${loop}`);
  for (const loop of loopsOf(moduleEdges)) {
    problems.push(`server modules import each other in a loop: ${loop}`);
  }
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
