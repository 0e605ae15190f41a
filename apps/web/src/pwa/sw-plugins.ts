/**
 * What the service worker's route of the API keeps (docs/decisions/offline.md, "Reading offline").
 * The build writes this function's source into the service worker (workbox-build copies it as
 * text), so it uses nothing but its argument and the worker's globals: no import, no outside
 * constant, and an arrow function (a method's source would not survive the copy). The header is
 * `SAVED_AT_HEADER` of lib/api-cache.ts, spelt out (sw-plugins.test.ts holds the two equal).
 */
export const keepAnswers = {
  /**
   * Keeps a JSON answer that succeeded, stamped with the time it arrived; nothing else (a refusal,
   * a CSV or PDF download) is kept.
   */
  cacheWillUpdate: async ({ response }: { response: Response }): Promise<Response | null> => {
    const type = response.headers.get('content-type') ?? '';
    if (response.status !== 200 || !type.includes('application/json')) return null;
    const headers = new Headers(response.headers);
    headers.set('x-links-saved-at', String(Date.now()));
    const body = await response.blob();
    return new Response(body, { status: response.status, statusText: response.statusText, headers });
  },
};
