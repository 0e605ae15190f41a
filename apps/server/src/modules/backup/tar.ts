/**
 * A minimal ustar reader and writer for the backup file: regular files only, names under 100
 * bytes. Enough for `tar -tzf` to list a backup and for a restore to read it back.
 */

export interface TarEntry {
  name: string;
  data: Buffer;
}

const BLOCK = 512;

export class TarFormatError extends Error {}

function header(name: string, size: number, mtime: number): Buffer {
  const block = Buffer.alloc(BLOCK, 0);
  const nameBytes = Buffer.from(name, 'utf8');
  if (nameBytes.length >= 100) throw new TarFormatError(`file name too long for the archive: ${name}`);
  nameBytes.copy(block, 0);
  const octal = (value: number, length: number) => `${value.toString(8).padStart(length - 1, '0')}\0`;
  block.write(octal(0o600, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(size, 12), 124, 'ascii');
  block.write(octal(Math.floor(mtime / 1000), 12), 136, 'ascii');
  block.write('        ', 148, 'ascii');
  block.write('0', 156, 'ascii');
  block.write('ustar\u000000', 257, 'ascii');
  const sum = block.reduce((total, byte) => total + byte, 0);
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return block;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK, 0);

/** The archive of these files, in this order, each stamped with `mtime` (milliseconds). */
export function packTar(entries: TarEntry[], mtime: number): Buffer {
  const parts: Buffer[] = [];
  for (const entry of entries) {
    parts.push(header(entry.name, entry.data.length, mtime), entry.data, padding(entry.data.length));
  }
  parts.push(Buffer.alloc(BLOCK * 2, 0));
  return Buffer.concat(parts);
}

const readOctal = (block: Buffer, offset: number, length: number) => {
  const text = block
    .toString('ascii', offset, offset + length)
    .replace(/\0.*$/s, '')
    .trim();
  if (!/^[0-7]+$/.test(text)) throw new TarFormatError('the archive has a damaged header');
  return Number.parseInt(text, 8);
};

/** The files of an archive; a damaged or cut-off archive is a TarFormatError. */
export function unpackTar(archive: Buffer): TarEntry[] {
  const entries: TarEntry[] = [];
  let offset = 0;
  for (;;) {
    if (offset + BLOCK > archive.length) throw new TarFormatError('the archive ends before its last file');
    const block = archive.subarray(offset, offset + BLOCK);
    if (block.every((byte) => byte === 0)) return entries;
    const stored = readOctal(block, 148, 8);
    const copy = Buffer.from(block);
    copy.write('        ', 148, 'ascii');
    if (copy.reduce((total, byte) => total + byte, 0) !== stored) {
      throw new TarFormatError('the archive has a damaged header');
    }
    const name = block.toString('utf8', 0, 100).replace(/\0.*$/s, '');
    const size = readOctal(block, 124, 12);
    const start = offset + BLOCK;
    if (start + size > archive.length) throw new TarFormatError(`the archive is cut off inside ${name}`);
    entries.push({ name, data: Buffer.from(archive.subarray(start, start + size)) });
    offset = start + size + padding(size).length;
  }
}
