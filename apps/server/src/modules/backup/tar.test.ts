import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packTar, TarFormatError, unpackTar } from './tar.js';

const entry = fc.record({
  name: fc.stringMatching(/^[a-z][a-z0-9_/.-]{0,40}$/),
  data: fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
});

describe('the backup archive format (ustar)', () => {
  it('reads back exactly the files it wrote', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 5 }), (entries) => {
        expect(unpackTar(packTar(entries, 1_700_000_000_000))).toEqual(entries);
      }),
    );
  });

  it('is an archive the tar program reads', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'links-tar-'));
    const file = path.join(dir, 'a.tar');
    fs.writeFileSync(
      file,
      packTar(
        [
          { name: 'manifest.json', data: Buffer.from('{}') },
          { name: 'tables/users.ndjson', data: Buffer.from('x\n') },
        ],
        Date.now(),
      ),
    );
    expect(execFileSync('tar', ['-tf', file], { encoding: 'utf8' }).trim().split('\n')).toEqual([
      'manifest.json',
      'tables/users.ndjson',
    ]);
    fs.rmSync(dir, { recursive: true });
  });

  it('refuses an archive cut short or with a damaged header', () => {
    const archive = packTar([{ name: 'a.txt', data: Buffer.alloc(3000, 7) }], Date.now());
    expect(() => unpackTar(archive.subarray(0, 1500))).toThrow(TarFormatError);
    expect(() => unpackTar(archive.subarray(0, 400))).toThrow(TarFormatError);
    const damaged = Buffer.from(archive);
    damaged[10] = 0x41;
    expect(() => unpackTar(damaged)).toThrow(TarFormatError);
  });
});
