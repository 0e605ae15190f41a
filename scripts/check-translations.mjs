#!/usr/bin/env node
/**
 * The web's message catalogues against each other and against the code (docs/decisions/languages.md,
 * "The check"). Fails on a key that one language has and the other lacks, on a key the code uses
 * that the catalogues lack, and on a key of the catalogues that no code uses.
 *
 * A key is used where the code writes it out: `t('home.savings')`, or `msg('nav.home')` for a key a
 * table holds until `t` is called. A plural is one key in the code (`t('shell.waiting', { count })`)
 * and its forms in the catalogues (`shell.waiting_one`, `shell.waiting_other`).
 *
 * Usage: node scripts/check-translations.mjs. Prints the problems; exits 1 when there are any.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const WEB_SOURCE = 'apps/web/src';
export const CATALOGUES = 'apps/web/src/i18n/locales';
export const LANGUAGES = ['en', 'sw'];

/** The plural forms i18next reads (CLDR categories). */
const PLURAL = /_(zero|one|two|few|many|other)$/;
/** `t('a.b')` or `msg('a.b')`, the key in plain quotes. */
const USED = /\b(?:t|msg)\(\s*(['"`])([\w.-]+)\1/g;
const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.(ts|tsx)$/;

/** `{ a: { b: 'x' } }` → `['a.b']`. A value that is neither text nor an object is a problem. */
export function flatten(catalogue, prefix = '') {
  const keys = [];
  for (const [name, value] of Object.entries(catalogue)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') keys.push(key);
    else if (value && typeof value === 'object' && !Array.isArray(value)) keys.push(...flatten(value, key));
    else throw new Error(`${key} is neither a message nor a group of messages`);
  }
  return keys;
}

/** The keys a file's code uses. */
export function usedKeys(code) {
  return [...code.matchAll(USED)].map((match) => match[2]);
}

/**
 * The problems, in words: `catalogues` maps a language to its catalogue (English first, the
 * reference), `sources` a file's path to its code.
 */
export function translationProblems(catalogues, sources) {
  const problems = [];
  const keysOf = Object.fromEntries(
    Object.entries(catalogues).map(([lang, c]) => [lang, new Set(flatten(c))]),
  );
  const [reference, ...others] = Object.keys(keysOf);
  for (const other of others) {
    for (const key of keysOf[reference]) if (!keysOf[other].has(key)) problems.push(`${other} lacks ${key}`);
    for (const key of keysOf[other])
      if (!keysOf[reference].has(key)) problems.push(`${reference} lacks ${key}`);
  }
  const known = new Set([...keysOf[reference]].map((key) => key.replace(PLURAL, '')));
  const used = new Set();
  for (const [file, code] of Object.entries(sources)) {
    for (const key of usedKeys(code)) {
      used.add(key);
      if (!known.has(key)) problems.push(`${file} uses ${key}, which the catalogues lack`);
    }
  }
  for (const key of known)
    if (!used.has(key)) problems.push(`${key} is in the catalogues but no code uses it`);
  return problems;
}

/**
 * A language's catalogue as the web assembles it: each file of `locales/<lang>/` under its name
 * (`members.json` → `members`). A file the language's `catalogue-<lang>.ts` does not import is a
 * problem: its words would never reach a screen.
 */
export function readCatalogue(base, lang, problems = []) {
  const folder = path.join(base, CATALOGUES, lang);
  const assembly = fs.readFileSync(path.join(base, CATALOGUES, '..', `catalogue-${lang}.ts`), 'utf8');
  const catalogue = {};
  for (const file of fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const name = file.slice(0, -'.json'.length);
    catalogue[name] = JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8'));
    if (!assembly.includes(`'./locales/${lang}/${file}'`))
      problems.push(`catalogue-${lang}.ts does not import locales/${lang}/${file}`);
  }
  return catalogue;
}

/** The web's catalogues and its source files (tests left out: a test's use is no use). */
export function readProject(base = root) {
  const assembly = [];
  const catalogues = Object.fromEntries(LANGUAGES.map((lang) => [lang, readCatalogue(base, lang, assembly)]));
  const sources = {};
  const walk = (dir) => {
    for (const entry of fs.readdirSync(path.join(base, dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(relative);
      else if (SOURCE.test(entry.name) && !TEST.test(entry.name))
        sources[relative] = fs.readFileSync(path.join(base, relative), 'utf8');
    }
  };
  walk(WEB_SOURCE);
  return { catalogues, sources, assembly };
}

function main() {
  const { catalogues, sources, assembly } = readProject();
  const problems = [...assembly, ...translationProblems(catalogues, sources)];
  for (const problem of problems) console.error(`check-translations: ${problem}`);
  if (problems.length > 0) process.exit(1);
  console.log(`check-translations: ${LANGUAGES.join(', ')} agree with each other and with the code`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
