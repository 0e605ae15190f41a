/**
 * The cookies of docs/spec/constants.md, "Cookies" are set and cleared by the server
 * (docs/decisions/sessions.md, "Sessions and cookies"): the tokens are HttpOnly, out of this script's reach;
 * the web reads only the user record.
 */
export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) return trimmed.slice(prefix.length) || undefined;
  }
  return undefined;
}
