/**
 * Daraja's access tokens (docs/decisions/daraja.md, "Tokens"): `GET /oauth/v1/generate?grant_type=
 * client_credentials` with the consumer key and secret in Basic auth; each group's token is kept until a
 * minute before it expires, or until the group's credentials change.
 */
export interface DarajaOAuthOptions {
  baseUrl: string;
  timeoutMs: number;
  now: () => Date;
}

export type TokenOutcome = { ok: true; token: string } | { ok: false; message: string };

interface Kept {
  version: string;
  token: string;
  expiresAt: number;
}

/** A minute's margin: a token is not used in its last minute. */
const MARGIN_MS = 60_000;
const MAX_ERROR_TEXT = 200;

export type DarajaOAuth = ReturnType<typeof createDarajaOAuth>;

export function createDarajaOAuth(options: DarajaOAuthOptions) {
  const kept = new Map<number, Kept>();

  async function fetchToken(key: string, secret: string): Promise<TokenOutcome & { expiresInS?: number }> {
    const url = `${options.baseUrl}/oauth/v1/generate?grant_type=client_credentials`;
    let res: Response;
    try {
      res = await fetch(url, {
        headers: { authorization: `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}` },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const seconds = Math.max(1, Math.round(options.timeoutMs / 1000));
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      return {
        ok: false,
        message: timedOut
          ? `Daraja did not answer within ${seconds} second${seconds === 1 ? '' : 's'}. Try again later.`
          : `Daraja could not be reached at ${options.baseUrl}.`,
      };
    }
    const text = await res.text().catch(() => '');
    if (res.status >= 500)
      return { ok: false, message: `Daraja failed (HTTP ${res.status}). Try again later.` };
    if (!res.ok) {
      return {
        ok: false,
        message: `Daraja refused the consumer key and secret (HTTP ${res.status})${reasonOf(text)}.`,
      };
    }
    const body = parseJson(text);
    const token = typeof body?.access_token === 'string' ? body.access_token : '';
    const expiresInS = Number(body?.expires_in);
    if (!token || !Number.isFinite(expiresInS) || expiresInS <= 0) {
      return { ok: false, message: 'Daraja answered without an access token.' };
    }
    return { ok: true, token, expiresInS };
  }

  return {
    /**
     * The group's token: the one kept while it is good for more than a minute and the credentials are
     * the same (`version`), else a new one. `fresh` asks Daraja whatever is kept (the settings' test).
     */
    async token(
      groupId: number,
      credentials: { key: string; secret: string; version: string },
      fresh = false,
    ): Promise<TokenOutcome> {
      const now = options.now().getTime();
      const held = kept.get(groupId);
      if (!fresh && held && held.version === credentials.version && held.expiresAt - MARGIN_MS > now) {
        return { ok: true, token: held.token };
      }
      const outcome = await fetchToken(credentials.key, credentials.secret);
      if (!outcome.ok) {
        kept.delete(groupId);
        return outcome;
      }
      kept.set(groupId, {
        version: credentials.version,
        token: outcome.token,
        expiresAt: now + (outcome.expiresInS ?? 0) * 1000,
      });
      return { ok: true, token: outcome.token };
    },
  };
}

function parseJson(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Daraja's own words for a refusal (`errorMessage`), shortened: `: Invalid Authentication passed`. */
function reasonOf(text: string): string {
  const body = parseJson(text);
  const words = typeof body?.errorMessage === 'string' ? body.errorMessage.replace(/\s+/g, ' ').trim() : '';
  return words ? `: ${words.slice(0, MAX_ERROR_TEXT)}` : '';
}
