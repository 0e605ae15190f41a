import { inflateSync } from 'node:zlib';

/**
 * Reads back the text of each page of a PDF that pdfkit wrote: follows /Pages /Kids to each page's
 * /Contents stream, inflates it when it is deflated, and decodes the hex strings of its TJ operators
 * (pdfkit's built-in fonts use WinAnsi, which is Latin-1 apart from a few punctuation marks).
 * One line per text run. Enough for tests; not a general PDF reader.
 */
export function pdfPageTexts(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const objects = new Map<string, string>();
  for (const match of raw.matchAll(/(\d+) 0 obj\s*([\s\S]*?)\bendobj/g)) objects.set(match[1]!, match[2]!);
  const pages = /\/Type \/Pages[\s\S]*?\/Kids \[([^\]]*)\]/.exec(raw)?.[1] ?? '';
  const ids = [...pages.matchAll(/(\d+) 0 R/g)].map((m) => m[1]!);
  return ids.map((id) => {
    const contents = /\/Contents (\d+) 0 R/.exec(objects.get(id) ?? '')?.[1] ?? '';
    return textOf(streamOf(objects.get(contents) ?? ''));
  });
}

function streamOf(object: string): string {
  const start = object.indexOf('stream') + 'stream'.length;
  const after = object.slice(start).replace(/^\r?\n/, '');
  // A deflated stream may end in a newline byte of its own: its /Length says where it ends.
  const length = /\/Length (\d+)/.exec(object.slice(0, start))?.[1];
  const body =
    length === undefined
      ? after.slice(0, after.lastIndexOf('endstream')).replace(/\r?\n$/, '')
      : after.slice(0, Number(length));
  const bytes = Buffer.from(body, 'latin1');
  return object.includes('/FlateDecode') ? inflateSync(bytes).toString('latin1') : bytes.toString('latin1');
}

const WIN_ANSI: Record<number, string> = {
  150: '–',
  151: '—',
  133: '…',
  145: '‘',
  146: '’',
  147: '“',
  148: '”',
};

function textOf(content: string): string {
  const runs = [...content.matchAll(/\[([^\]]*)\] TJ/g)].map((run) =>
    [...run[1]!.matchAll(/<([0-9a-f]*)>/gi)]
      .map((hex) =>
        [...Buffer.from(hex[1]!, 'hex')].map((b) => WIN_ANSI[b] ?? String.fromCharCode(b)).join(''),
      )
      .join(''),
  );
  return runs.join('\n');
}
