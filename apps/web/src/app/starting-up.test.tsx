import fs from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StartingUp } from './App';

describe('the page before the app has loaded', () => {
  it("holds the app's own starting line, so nothing moves when React takes over", () => {
    const html = fs.readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    const root = html.match(/<div id="root">([\s\S]*?)<\/div>\s*<script/)?.[1];
    expect(root).toBe(renderToStaticMarkup(<StartingUp />));
  });
});
