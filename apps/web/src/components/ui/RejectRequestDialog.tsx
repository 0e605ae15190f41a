import { useState } from 'react';
import type { z } from 'zod';
import { useTranslation } from '../../i18n';
import { messageOf } from '../../lib/api';
import { ReasonDialog } from './ReasonDialog';

/** A mutation that rejects one request with a reason and answers the server's words. */
interface RejectMutation {
  mutate(
    input: { id: number; body: { reason: string } },
    options: { onSuccess: (answer: { message: string }) => void },
  ): void;
  reset(): void;
  isError: boolean;
  isPending: boolean;
  error: unknown;
}

/**
 * Asks why, then rejects a member's request that would have paid them (a withdrawal, a claim on a
 * fund); no money moves and the member is told the reason (docs/decisions/withdrawals.md, "Statuses";
 * docs/decisions/fund-claims.md, "Rejecting a claim").
 */
export function RejectRequestDialog<Item>({
  item,
  idOf,
  title,
  describe,
  failed,
  schema,
  reject,
  onClose,
  onRejected,
}: {
  item: Item | null;
  idOf: (item: Item) => number;
  title: string;
  describe: (item: Item) => string;
  failed: string;
  schema: z.ZodType<{ reason: string }>;
  reject: RejectMutation;
  onClose: () => void;
  onRejected: (message: string) => void;
}) {
  const { t } = useTranslation();
  // The request stays on screen while the dialog fades out after it was closed.
  const [shown, setShown] = useState(item);
  if (item && item !== shown) setShown(item);
  return (
    <ReasonDialog
      open={item !== null}
      title={title}
      description={shown ? t('common.request.noMoneyMoves', { what: describe(shown) }) : null}
      failure={reject.isError ? messageOf(reject.error, failed) : undefined}
      pending={reject.isPending}
      action={t('common.request.reject')}
      pendingAction={t('common.request.rejecting')}
      danger
      read={(reason) => {
        const body = schema.safeParse({ reason });
        return body.success
          ? body.data
          : { error: body.error.issues[0]?.message ?? t('common.reasonRequired') };
      }}
      onSubmit={(reason) => {
        if (!item) return;
        reject.mutate(
          { id: idOf(item), body: { reason } },
          {
            onSuccess: (answer) => {
              reject.reset();
              onRejected(answer.message);
            },
          },
        );
      }}
      onClose={() => {
        reject.reset();
        onClose();
      }}
    />
  );
}
