import autocannon from 'autocannon';

export interface Measurement {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** The round of middling throughput among rounds of one request measured in turn with another. */
export const medianRound = (rounds: Measurement[]): Measurement =>
  [...rounds].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor(rounds.length / 2)]!;

export interface Target {
  url: string;
  token?: string;
  /** Headers of its own: `Cache-Control: no-cache` asks a list for a fresh answer each time. */
  headers?: Record<string, string>;
  method?: 'GET' | 'PATCH' | 'POST';
  body?: string;
  /**
   * Gives each request its own path: the approval path approves a different pending transaction
   * with each request (autocannon calls it as it builds each request, on every connection).
   */
  nextPath?: () => string;
}

/** Runs one target for a fixed time at a number of connections. */
export async function measure(target: Target, connections: number, seconds: number): Promise<Measurement> {
  const headers: Record<string, string> = { 'accept-encoding': 'gzip, br', ...target.headers };
  if (target.token) headers.authorization = `Bearer ${target.token}`;
  if (target.body) headers['content-type'] = 'application/json';
  const result = await autocannon({
    url: target.url,
    connections,
    duration: seconds,
    method: target.method ?? 'GET',
    headers,
    body: target.body,
    requests: target.nextPath
      ? [
          {
            setupRequest: (request) => ({ ...request, path: target.nextPath!() }),
          },
        ]
      : undefined,
  });
  return {
    // Answers that did what was asked: an approval answered 409 (already decided) is not one.
    requestsPerSecond: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
