import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The content security policy of the web app and the API: everything from this server only. */
export const SECURITY_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
};

/** The headers helmet sets for these options, and those it removes, worked out once. */
export function securityHeaders(options: HelmetOptions): { set: [string, string][]; removed: string[] } {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const response = {
    setHeader: (name: string, value: string) => void set.push([name, value]),
    removeHeader: (name: string) => void removed.push(name),
  };
  helmet(options)({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
  });
  return { set, removed };
}

/**
 * What an API answer carries (JSON, CSV, a file to save: nothing a browser renders as a page):
 * a policy that allows nothing and no framing, no type sniffing, HTTPS only, and no reading of it
 * from another site. The page headers (the web app's policy, referrer, framing for old browsers)
 * would add about 600 bytes to every answer, and setting them a fifth of the CPU time of a read.
 */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";
const API_HEADERS_FROM_HELMET = [
  'strict-transport-security',
  'x-content-type-options',
  'cross-origin-resource-policy',
];

/** The headers of an API answer, with the transport and sniffing values helmet works out. */
export function apiHeaders(set: [string, string][]): [string, string][] {
  const kept = set.filter(([name]) => API_HEADERS_FROM_HELMET.includes(name.toLowerCase()));
  return [['Content-Security-Policy', API_POLICY], ...kept];
}

/** Whether a path is the API's (answers read by code) rather than a page or a file of the web app. */
export function isApiPath(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/**
 * Helmet's security headers on every page and file of the web app (and the API's documentation
 * pages), the API's own on its answers. They do not depend on the request, so they are worked out
 * once at start; the Fastify plugin rebuilt helmet (parsing the policy) per request.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions = SECURITY_OPTIONS) {
  const { set, removed } = securityHeaders(options);
  const api = apiHeaders(set);
  app.addHook('onRequest', (request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of isApiPath(request.url) ? api : set) raw.setHeader(name, value);
    for (const name of removed) raw.removeHeader(name);
    done();
  });
}
