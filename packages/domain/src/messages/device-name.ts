/*
 * What a sign-in's device is called in a message (docs/decisions/notifications.md, "A sign-in from
 * a new device"): the browser and the system its user agent names, `Chrome on Android`.
 */

const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b|\biPad\b|\biOS\b/, 'iOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

const found = (table: readonly [RegExp, string][], text: string) =>
  table.find(([pattern]) => pattern.test(text))?.[1];

const printable = (ch: string) => ch.charCodeAt(0) >= 32 && ch.charCodeAt(0) !== 127;

/** The device a user agent describes; what it says, shortened, when it names no known browser. */
export function deviceName(userAgent: string | undefined): string {
  const text = [...(userAgent ?? '')].filter(printable).join('').trim();
  if (text === '') return 'unnamed device';
  const browser = found(BROWSERS, text);
  const system = found(SYSTEMS, text);
  if (browser && system) return `${browser} on ${system}`;
  if (browser ?? system) return (browser ?? system) as string;
  const first = text.split(/\s+/)[0] ?? text;
  return first.length <= 40 ? first : `${first.slice(0, 39)}…`;
}
