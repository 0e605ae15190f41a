/**
 * The three cookies of product spec §9, written by the client with Secure and SameSite=Strict.
 * They last as long as the refresh token (decisions §2); the access token inside expires sooner.
 */
const MAX_AGE_SECONDS = 14 * 24 * 60 * 60;

export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) return trimmed.slice(prefix.length);
  }
  return undefined;
}

export function writeCookie(name: string, value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: product spec §3 keeps the session in client-written cookies
  document.cookie = `${name}=${value}; Path=/; Max-Age=${MAX_AGE_SECONDS}; Secure; SameSite=Strict`;
}

export function removeCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: product spec §3 keeps the session in client-written cookies
  document.cookie = `${name}=; Path=/; Max-Age=0; Secure; SameSite=Strict`;
}
