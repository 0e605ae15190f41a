import { csvHeading, hasKiswahiliHeading } from '@links/domain';
import { describe, expect, it } from 'vitest';
import { type OfficesScene, useOfficesApp } from './test/offices-scene.js';
import { pdfPageTexts } from './test/pdf-text.js';

/*
 * docs/decisions/languages.md, "Documents": every list the API can download as CSV heads its
 * columns in Kiswahili when `lang=sw` is asked for, and in English (its field names) otherwise.
 */

let scene: OfficesScene;
useOfficesApp((ready) => {
  scene = ready;
});

interface Parameter {
  name: string;
  in: string;
  schema?: { enum?: string[] };
}

/** Every GET the API describes whose `format` offers csv and that takes `lang`. */
async function csvLists(): Promise<string[]> {
  const spec = (await scene.ctx.app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { parameters?: Parameter[] }>>;
  };
  return Object.entries(spec.paths).flatMap(([path, methods]) => {
    const parameters = methods.get?.parameters ?? [];
    const csv = parameters.some((p) => p.name === 'format' && p.schema?.enum?.includes('csv'));
    const lang = parameters.some((p) => p.name === 'lang');
    return csv && lang ? [path] : [];
  });
}

/** The headings of a CSV answer: its first line, the byte order mark left off. */
const headings = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')[0]!
    .split(',');

const download = (path: string, lang: string) =>
  scene.ctx.app.inject({
    url: `${path.replace(/\{[^}]+\}/g, String(scene.member.id))}?format=csv&lang=${lang}`,
    headers: scene.chair.headers,
  });

describe('the CSV files in Kiswahili', () => {
  it('head every column of every list in Kiswahili, and keep the field names in English', async () => {
    const lists = await csvLists();
    expect(lists.length).toBeGreaterThan(15);
    const untranslated: string[] = [];
    for (const path of lists) {
      if (path.startsWith('/api/links/statements/')) continue; // Its header block comes first: below.
      const [sw, en] = [await download(path, 'sw'), await download(path, 'en')];
      expect(sw.statusCode, path).toBe(200);
      expect(en.statusCode, path).toBe(200);
      const [swHeads, enHeads] = [headings(sw.body), headings(en.body)];
      expect(swHeads, path).toEqual(enHeads.map((head) => csvHeading('sw', head)));
      for (const head of enHeads) if (!hasKiswahiliHeading(head)) untranslated.push(`${path}: ${head}`);
    }
    expect(untranslated).toEqual([]);
  });

  it("write the statement's header block, columns and rows in Kiswahili", async () => {
    const answer = await download(`/api/links/statements/{userId}`, 'sw');
    expect(answer.statusCode).toBe(200);
    const lines = answer.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(/^Kikundi,/);
    expect(lines).toContain('tarehe,sehemu,maelezo,kiasi,mtaji,riba,salio');
    expect(answer.body).toContain('Salio la mwanzo');
    expect(answer.body).not.toContain('Opening balance');
  });

  it("write the statement's PDF in Kiswahili, its dates with Kiswahili months", async () => {
    const answer = await scene.ctx.app.inject({
      url: `/api/links/statements/${scene.member.id}?format=pdf&lang=sw&from=2026-12-01&to=2026-12-31`,
      headers: scene.member.headers,
    });
    expect(answer.statusCode).toBe(200);
    const text = pdfPageTexts(answer.rawPayload).join('\n');
    for (const expected of [
      'Taarifa ya akaunti ya mwanachama',
      'Salio la mwanzo',
      '1 Des 2026',
      'Ukurasa 1 kati ya 1',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Opening balance');
  });

  it('refuses a language it does not write, and writes nothing', async () => {
    const answer = await download('/api/links/get-users', 'fr');
    expect(answer.statusCode).toBe(422);
    expect(answer.json().message).toMatch(/lang must be en or sw/);
  });
});
