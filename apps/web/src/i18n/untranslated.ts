/**
 * What a screen in Kiswahili shows that the Kiswahili catalogue did not write (docs/decisions/
 * languages.md, "Proving a screen is in Kiswahili"). Used by the component tests (happy-dom) and the
 * browser tests (the texts gathered in Chromium); it imports nothing, so both can load it.
 *
 * A text passes when it is:
 * - a message of the catalogue, its placeholders filled with anything;
 * - a piece of one (a message with links inside comes as several texts);
 * - data: what is left once amounts, dates, numbers and punctuation are taken out has no letters,
 *   or it is one of the `data` the test names (people's names, a group's name, a reference typed
 *   by a user);
 * - a word both languages write alike (`Email`, `M-Pesa`, `KES`, the languages' own names).
 */

const messages = (catalogue: object): string[] =>
  Object.values(catalogue).flatMap((value) =>
    typeof value === 'string' ? [value] : messages(value as object),
  );

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A message with `{{x}}` and `<1>…</1>` as wildcards, whole. */
const pattern = (message: string) =>
  new RegExp(
    `^${message
      .split(/\{\{[^}]+\}\}|<\/?\d+>/)
      .map((part) => escapeRegExp(part.trim().replace(/\s+/g, ' ')))
      .join('[\\s\\S]*')}$`,
  );

/** Written alike in both languages: not English left behind. */
export const SAME_IN_BOTH = new Set([
  'KES',
  'M-Pesa',
  'MPESA',
  'Email',
  'PDF',
  'CSV',
  'SMS',
  'PIN',
  'English',
  'Kiswahili',
  'Links',
  'OK',
]);

/**
 * What data looks like once names are taken out: a month (`Nov`, `Des`, with or without its day and
 * year), a reference or a member number (`TRN-12`, `LTL-3`, `M002`), an address or a file's name
 * (`https://…`, `links-backup-….tar.gz`), an amount, a number, punctuation.
 */
const DATA =
  /https?:\/\/\S+|\b[\w.-]+\.(tar\.gz|csv|pdf|zip|json)\b|\b(Jan|Feb|Mac|Apr|Mei|Jun|Jul|Ago|Sep|Okt|Nov|Des)\b|\b[A-Z]+-?\d+\b|KES|-?\d[\d,]*(\.\d+)?%?|[^\p{L}]/gu;

/** Asks of texts whether a catalogue (the Kiswahili one) wrote them. */
export interface CatalogueCheck {
  /** True when `text` (trimmed, one space between words) is the catalogue's, or data. */
  fromCatalogue(text: string, data?: readonly string[]): boolean;
  /** The texts of `texts` that are neither the catalogue's nor data. */
  untranslated(texts: Iterable<string>, data?: readonly string[]): string[];
}

/** The check for a catalogue: Kiswahili's as the web assembles it, or as its files hold it. */
export function catalogueCheck(catalogue: object): CatalogueCheck {
  // A message of placeholders alone (`{{rate}} {{unit}}`) matches anything: it proves nothing.
  const all = messages(catalogue).filter((message) =>
    /\p{L}/u.test(message.replace(/\{\{[^}]+\}\}|<\/?\d+>/g, '')),
  );
  const patterns = all.map(pattern);
  // The literal words of every message, placeholders and tags taken out: where pieces are found.
  const literals = all.map((message) => message.replace(/\{\{[^}]+\}\}|<\/?\d+>/g, '\u0000'));
  const fromCatalogue = (text: string, data: readonly string[] = []): boolean => {
    const flat = text.replace(/\s+/g, ' ').trim();
    if (!flat) return true;
    let rest = flat;
    for (const known of [...data].sort((a, b) => b.length - a.length)) rest = rest.split(known).join(' ');
    for (const word of SAME_IN_BOTH) rest = rest.split(word).join(' ');
    if (!rest.replace(DATA, '')) return true;
    if (patterns.some((p) => p.test(flat))) return true;
    // Data before or after a message: an account's code before its name (`1000 Pesa taslimu`), its
    // balance after it (`Pesa taslimu (KES 0.00)`).
    const words = flat.split(' ');
    const isData = (word: string) => !word.replace(DATA, '');
    while (words.length > 1 && isData(words[0]!)) words.shift();
    while (words.length > 1 && isData(words[words.length - 1]!)) words.pop();
    const core = words.join(' ');
    if (core !== flat && fromCatalogue(core, data)) return true;
    // A piece of a message (a message with a link inside comes as several texts): a whole run of
    // its literal words, so that `No` is not found inside `Nov`.
    const piece = new RegExp(`(^|[^\\p{L}])${escapeRegExp(flat)}([^\\p{L}]|$)`, 'u');
    return literals.some((literal) => literal.split('\u0000').some((part) => piece.test(part)));
  };
  return {
    fromCatalogue,
    untranslated: (texts, data = []) => [...new Set(texts)].filter((text) => !fromCatalogue(text, data)),
  };
}

/**
 * Every text a page shows and says: text nodes, and the labels, placeholders and titles a screen
 * reader or a tooltip gives (marks hidden from screen readers left out). `root` is the document (happy-dom or Chromium).
 */
export function textsOf(root: Document): string[] {
  const texts: string[] = [];
  for (const element of root.querySelectorAll('body *')) {
    // Decorative marks hidden from screen readers (the logo's letter) are not words; what is marked
    // translate="no" is the group's data as recorded (docs/decisions/languages.md, "Data on screen").
    if (element.closest('script, style, svg, noscript, [aria-hidden="true"], [translate="no"]')) continue;
    for (const node of element.childNodes)
      if (node.nodeType === 3 && node.textContent?.trim()) texts.push(node.textContent.trim());
    for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = element.getAttribute(attribute);
      if (value?.trim()) texts.push(value.trim());
    }
    const type = element.getAttribute('type');
    if (element.tagName === 'INPUT' && (type === 'submit' || type === 'button'))
      texts.push(element.getAttribute('value') ?? '');
  }
  return texts;
}
