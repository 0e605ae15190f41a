import { wordDarajaRefuses } from './callback-token.js';

const PRIVATE_NAME_ENDINGS = ['.lan', '.local', '.localhost', '.internal', '.home', '.home.arpa'];

function privateIPv4(host: string): boolean {
  const parts = host.split('.').map(Number);
  if (parts.length !== 4 || parts.some((p) => !Number.isInteger(p) || p < 0 || p > 255)) return false;
  const [a, b] = parts as [number, number, number, number];
  return (
    a === 10 ||
    a === 127 ||
    a === 0 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254) ||
    (a === 100 && b >= 64 && b <= 127)
  );
}

function privateIPv6(host: string): boolean {
  if (!host.startsWith('[')) return false;
  const address = host.slice(1, -1).toLowerCase();
  return (
    address === '::1' ||
    address === '::' ||
    /^f[cd][0-9a-f]{0,2}:/.test(address) ||
    /^fe[89ab][0-9a-f]?:/.test(address) ||
    address.startsWith('::ffff:')
  );
}

/**
 * Why Safaricom could not call a callback URL (docs/decisions/secrets.md, "Secrets and logs"), or null when
 * it can: Daraja calls only public HTTPS addresses, and refuses URLs holding some words. The
 * settings page shows the reason next to the URLs.
 */
export function callbackUrlProblem(url: string): string | null {
  const parsed =
    /^([a-z][a-z0-9+.-]*):\/\/(?:[^@/?#]*@)?(\[[0-9a-f:.]+\]|[^:/?#[\]]+)(?::\d{1,5})?(?:[/?#]|$)/i.exec(
      url.trim(),
    );
  if (!parsed) return 'This is not a web address Safaricom can call.';
  const host = (parsed[2] ?? '').toLowerCase().replace(/\.$/, '');
  const word = wordDarajaRefuses(url);
  if (word) return `Safaricom refuses callback URLs containing “${word}”.`;
  if (parsed[1]?.toLowerCase() !== 'https') {
    return 'These URLs use http://. Safaricom calls only HTTPS addresses.';
  }
  const privateName =
    host === 'localhost' ||
    !host.includes('.') ||
    PRIVATE_NAME_ENDINGS.some((ending) => host.endsWith(ending));
  if (privateName || privateIPv4(host) || privateIPv6(host)) {
    return `${host} is a local or private address that Safaricom cannot reach from the internet.`;
  }
  return null;
}
