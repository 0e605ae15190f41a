import type { ShareOutPayout, ShareOutPreview } from '@links/domain';
import { Trans } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { Money } from '../../../components/ui/Money';
import { msg, useTranslation } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { kesToCents } from '../../../lib/money';
import { periodLabel } from './terms';

/** How the nets reach the members, as the confirmation says it. */
const paidHowWords = {
  to_savings: msg('shareout.confirm.intoSavings'),
  cash: msg('shareout.confirm.inCash'),
  mpesa: msg('shareout.confirm.byMpesa'),
};

/**
 * The confirmation of a commit: what is shared among how many members, how the nets are paid and what is
 * withheld, and that the books close through the period's end for good.
 */
export function ConfirmCommit({
  open,
  preview,
  paidHow,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  preview: ShareOutPreview;
  paidHow: ShareOutPayout | 'mpesa';
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const sharing = preview.members.filter((member) => member.share > 0).length;
  return (
    <Modal open={open} onClose={onCancel} title={t('shareout.confirm.title')}>
      <div className="space-y-4 text-sm text-slate-700">
        <p>
          <Trans
            i18nKey={msg('shareout.confirm.shared')}
            count={sharing}
            values={{ period: periodLabel(preview), paidHow: t(paidHowWords[paidHow]) }}
            components={{
              1: (
                <Money
                  cents={kesToCents(preview.distributable)}
                  currency
                  className="font-semibold text-slate-900"
                />
              ),
              // The figures and the words filled in stand apart from the sentence's own words.
              2: <span />,
              3: <span />,
              4: <Money cents={kesToCents(preview.total_net)} currency />,
              5: <span />,
              6: <Money cents={kesToCents(preview.total_withholding)} currency />,
            }}
          />
        </p>
        <p className="font-medium text-red-700">
          {t('shareout.confirm.final', { date: formatDate(preview.to) })}
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm}>
            {t('shareout.confirm.yes')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
