import { callbackUrlProblem } from '@links/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { messageOf } from '../../../lib/api';
import { useRotateC2bToken } from '../api/rotate-c2b-token';

export const TOKEN_FAILED = 'Failed to generate the callback token';

/**
 * Safaricom calls only public HTTPS addresses (docs/decisions/secrets.md, "Secrets and logs"): URLs built
 * from how the admin reached the app (http://, localhost, a LAN address) would never be called.
 */
function PublicHttpsWarning({ urls }: { urls: string[] }) {
  const problem = urls.map(callbackUrlProblem).find((found) => found !== null);
  if (!problem) return null;
  return (
    <Alert tone="warning">
      <span className="font-medium">Safaricom cannot call these URLs.</span> {problem} Open Links at its
      public HTTPS address (behind a proxy, set TRUST_PROXY) and generate the URLs there.
    </Alert>
  );
}

/**
 * Generates (or replaces) the secret in the C2B callback URLs registered with Safaricom. The URLs
 * are shown once, right after; only a hash is kept, and the previous URLs stop working.
 */
export function CallbackTokenPanel({ tokenSet }: { tokenSet: boolean }) {
  const rotate = useRotateC2bToken();
  const [confirming, setConfirming] = useState(false);
  const generate = () => {
    setConfirming(false);
    rotate.mutate();
  };
  return (
    <section className="mt-6 space-y-3 border-t border-slate-100 pt-5" aria-label="Callback URLs">
      <h3 className="text-sm font-semibold text-slate-900">Callback URLs (Daraja C2B)</h3>
      <p className="text-sm text-slate-600">
        {tokenSet
          ? 'Callback URLs are set. Generating new ones stops the current ones: register the new ones with Safaricom.'
          : 'No callback URLs yet: generate them and register them with Safaricom to receive payments as they happen.'}
      </p>
      {rotate.isError ? <Alert>{messageOf(rotate.error, TOKEN_FAILED)}</Alert> : null}
      {rotate.isSuccess ? (
        <PublicHttpsWarning urls={[rotate.data.confirmation_url, rotate.data.validation_url]} />
      ) : null}
      {rotate.isSuccess ? (
        <div
          className="space-y-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-3 text-sm"
          data-testid="callback-urls"
        >
          <p className="font-medium text-amber-900">Copy these now: they are not shown again.</p>
          <p className="break-all">
            <span className="font-medium">Confirmation URL:</span> <code>{rotate.data.confirmation_url}</code>
          </p>
          <p className="break-all">
            <span className="font-medium">Validation URL:</span> <code>{rotate.data.validation_url}</code>
          </p>
        </div>
      ) : null}
      {confirming ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="danger" onClick={generate}>
            Replace the callback URLs
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Keep the current ones
          </Button>
        </div>
      ) : (
        <Button
          variant="secondary"
          disabled={rotate.isPending}
          onClick={() => (tokenSet ? setConfirming(true) : generate())}
        >
          {rotate.isPending ? 'Generating…' : tokenSet ? 'Rotate callback token' : 'Generate callback URLs'}
        </Button>
      )}
    </section>
  );
}
