import type { Clock } from '@links/domain';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { tooManyRequests } from '../../lib/errors.js';
import { countHit } from './request-counter.js';

/**
 * docs/decisions/sign-in-limits.md, "The limits": at most 30 attempts a minute from one address, counted in
 * the database so that the limit holds across every server on it. The address is `request.ip`: the socket's,
 * or the one the trusted proxies name (docs/decisions/sign-in-limits.md, "Sign-in limits"). Each kind of
 * attempt (sign-in, setup, invitation, password reset) is counted on its own.
 */
export const addressLimit =
  (db: Db, config: Config, clock: Clock) =>
  (kind: string, message: string) =>
  async (request: FastifyRequest) => {
    const { hits, secondsLeft } = await countHit(db, `${kind}:${request.ip}`, 60_000, clock.now());
    if (hits > config.throttle.attemptsPerAddressPerMinute) throw tooManyRequests(message, secondsLeft);
  };

/**
 * docs/decisions/signup.md, "Limits": at most `perHour` of one kind of attempt an hour from one
 * address, for what makes rows that stay (a new group), counted as `addressLimit` counts.
 */
export const hourlyAddressLimit =
  (db: Db, clock: Clock) =>
  (kind: string, perHour: number, message: string) =>
  async (request: FastifyRequest) => {
    const { hits, secondsLeft } = await countHit(db, `${kind}:${request.ip}`, 3_600_000, clock.now());
    if (hits > perHour) throw tooManyRequests(message, secondsLeft);
  };
