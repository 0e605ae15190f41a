// Draws the installed app's icons (docs/decisions/offline.md, "Installable") from public/favicon.svg,
// the one drawing of the mark: the PNG sizes the manifest and iOS ask for, written into public/ and
// committed. Run again only when the favicon changes: node scripts/icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public');
const favicon = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');

/**
 * The favicon with square corners: a maskable icon (and iOS's, which rounds its own corners) must
 * fill the whole square; the mark already sits inside the middle 80 % that every mask keeps.
 */
const fullBleed = favicon.replace(/ rx="[\d.]+"/, '');
if (fullBleed === favicon) throw new Error('favicon.svg has no rounded rectangle to square off');

const icons = [
  { file: 'icons/icon-192.png', svg: favicon, size: 192 },
  { file: 'icons/icon-512.png', svg: favicon, size: 512 },
  { file: 'icons/icon-maskable-512.png', svg: fullBleed, size: 512 },
  { file: 'apple-touch-icon.png', svg: fullBleed, size: 180 },
];

for (const { file, svg, size } of icons) {
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
  fs.writeFileSync(path.join(publicDir, file), png);
  console.log(`${file} ${size}×${size}, ${png.length} bytes`);
}
