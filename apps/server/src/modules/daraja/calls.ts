/**
 * One JSON call to Daraja (docs/decisions/daraja.md, "Calling Daraja"): its status and body when it
 * answered, else what went wrong in an official's words. Daraja failing is an outcome, never thrown.
 */
export type DarajaCall =
  | { ok: true; status: number; body: Record<string, unknown> }
  | { ok: false; message: string; status?: number; body?: Record<string, unknown> };

const MAX_ERROR_TEXT = 200;

function bodyOf(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** Daraja's own words for a refusal (`errorMessage`), shortened. */
export function darajaWords(body: Record<string, unknown> | undefined): string {
  const words = typeof body?.errorMessage === 'string' ? body.errorMessage.replace(/\s+/g, ' ').trim() : '';
  return words.slice(0, MAX_ERROR_TEXT);
}

export async function postJson(
  url: string,
  token: string,
  payload: Record<string, unknown>,
  timeoutMs: number,
): Promise<DarajaCall> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const seconds = Math.max(1, Math.round(timeoutMs / 1000));
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return {
      ok: false,
      message: timedOut
        ? `Daraja did not answer within ${seconds} second${seconds === 1 ? '' : 's'}.`
        : 'Daraja could not be reached.',
    };
  }
  const body = bodyOf(await res.text().catch(() => ''));
  if (res.ok) return { ok: true, status: res.status, body };
  const words = darajaWords(body);
  return {
    ok: false,
    status: res.status,
    body,
    message:
      res.status >= 500
        ? `Daraja failed (HTTP ${res.status})${words ? `: ${words}` : ''}.`
        : `Daraja refused the request (HTTP ${res.status})${words ? `: ${words}` : ''}.`,
  };
}
