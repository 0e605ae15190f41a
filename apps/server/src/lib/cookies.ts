import type { FastifyRequest } from 'fastify';

/** The value of one cookie of the request's `Cookie` header, undecoded; undefined when absent or empty. */
export function requestCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  const prefix = `${name}=`;
  for (const part of header.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) return trimmed.slice(prefix.length) || undefined;
  }
  return undefined;
}

export interface CookieOptions {
  /** Seconds the browser keeps it; 0 removes it. */
  maxAge: number;
  /** Hidden from the page's script. */
  httpOnly: boolean;
  /** Sent over HTTPS only. */
  secure: boolean;
}

/**
 * One `Set-Cookie` value for the whole site, SameSite=Strict
 * (docs/decisions/sessions.md, "Sessions and cookies").
 */
export function cookieHeader(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${value}`, 'Path=/', `Max-Age=${options.maxAge}`, 'SameSite=Strict'];
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
