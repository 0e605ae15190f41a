import { Suspense, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { useTranslation } from '../../../i18n';
import { loadCode } from '../../../lib/lost-code';
import { retryableLazy } from '../../../lib/retryable-lazy';

/**
 * The dialog is a chunk of its own, fetched when the button is first pressed: the screens that
 * show the button (the member's dashboard first) keep their first paint as light as it was
 * (docs/decisions/speed.md, "First paint on a slow phone").
 */
const PayWithMpesaDialog = retryableLazy(() =>
  loadCode(() => import('./PayWithMpesaDialog')).then((m) => m.PayWithMpesaDialog),
);

/**
 * "Pay with M-Pesa" (docs/decisions/daraja.md, "Pay with M-Pesa"): opens the dialog that asks the
 * member's phone for a payment. Each opening starts afresh, reading what is due again.
 */
export function PayWithMpesaButton({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(0);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        onClick={() => {
          setOpened((times) => times + 1);
          setOpen(true);
        }}
      >
        {t('mpesaPay.title')}
      </Button>
      {opened > 0 ? (
        <Suspense fallback={null}>
          <PayWithMpesaDialog key={opened} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
