import autocannon from 'autocannon';
import type { Measurement } from '../measure.js';

/** One request: its path and its bearer token (each request its own group). */
export interface Spread {
  method?: 'GET' | 'PATCH' | 'POST';
  body?: () => string | undefined;
  headers?: Record<string, string>;
  /** The next request's path and token. */
  next: () => { path: string; token?: string };
}

/**
 * Runs one kind of request against several servers at once, the connections shared out among
 * them, each request with its own path and token: the throughput is the servers' sum, the p99 the
 * slowest server's (docs/benchmarks.md, "Many groups").
 */
export async function measureSpread(
  servers: string[],
  spread: Spread,
  connections: number,
  seconds: number,
): Promise<Measurement> {
  const shares = servers.map(
    (_, i) => Math.floor(connections / servers.length) + (i < connections % servers.length ? 1 : 0),
  );
  const results = await Promise.all(
    servers.map((url, i) => {
      if (shares[i] === 0) return undefined;
      const first = spread.next();
      return autocannon({
        url: `${url}${first.path}`,
        connections: shares[i]!,
        duration: seconds,
        method: spread.method ?? 'GET',
        headers: {
          'accept-encoding': 'gzip, br',
          ...(spread.body ? { 'content-type': 'application/json' } : {}),
          ...spread.headers,
        },
        requests: [
          {
            setupRequest: (request) => {
              const { path, token } = spread.next();
              const body = spread.body?.();
              return {
                ...request,
                path,
                ...(body === undefined ? {} : { body }),
                headers: { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
              };
            },
          },
        ],
      });
    }),
  );
  const done = results.filter((r) => r !== undefined);
  return {
    requestsPerSecond: done.reduce((sum, r) => sum + r['2xx'] / r.duration, 0),
    p50: Math.max(...done.map((r) => r.latency.p50)),
    p99: Math.max(...done.map((r) => r.latency.p99)),
    errors: done.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
  };
}
