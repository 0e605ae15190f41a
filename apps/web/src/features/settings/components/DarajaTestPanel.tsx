import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { messageOf } from '../../../lib/api';
import { useTestDaraja } from '../api/daraja';

export const TEST_FAILED = 'The connection could not be tested.';
/** The server's own sentence for a test without a key and secret (DARAJA_NOT_CONFIGURED). */
export const SAVE_KEY_FIRST = 'Save the consumer key and secret first.';

/**
 * "Test connection" (docs/decisions/daraja.md, "Test connection"): asks Daraja for a token with the
 * saved key and secret, and shows what came of it in green, or what went wrong in red.
 */
export function DarajaTestPanel({ ready }: { ready: boolean }) {
  const test = useTestDaraja();
  return (
    <section className="space-y-3 border-t border-slate-100 pt-5" aria-label="Test connection">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          className="max-sm:w-full"
          disabled={!ready || test.isPending}
          onClick={() => test.mutate()}
        >
          {test.isPending ? 'Testing…' : 'Test connection'}
        </Button>
        {ready ? null : <p className="text-sm text-slate-500">{SAVE_KEY_FIRST}</p>}
      </div>
      {test.isError ? <Alert>{messageOf(test.error, TEST_FAILED)}</Alert> : null}
      {test.data ? <Alert tone={test.data.ok ? 'success' : 'error'}>{test.data.message}</Alert> : null}
    </section>
  );
}
