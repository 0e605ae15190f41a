import { isApprovalPending, isOffice, type Office, offices } from '@links/domain';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import { Modal } from '../../../components/ui/Modal';
import { Select } from '../../../components/ui/Select';
import { msg, useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { useChangeOffice } from '../api/change-office';
import { fullName, type ListedUser } from '../api/get-users';

const officeWords: Record<Office, `common.offices.${Office}`> = {
  member: msg('common.offices.member'),
  chair: msg('common.offices.chair'),
  treasurer: msg('common.offices.treasurer'),
  secretary: msg('common.offices.secretary'),
  auditor: msg('common.offices.auditor'),
};

/** `Treasurer`; an office this screen does not know yet shows as the server names it. */
const officeName = (t: TFunction, office: Office): string =>
  Object.hasOwn(officeWords, office) ? t(officeWords[office]) : office;

/** What a change of office does, in a sentence: stepping down, or taking another office. */
function changeSummary(t: TFunction, name: string, from: Office, to: Office): string {
  const previous = officeName(t, from).toLowerCase();
  return to === 'member'
    ? t('members.office.stepsDown', { name, office: previous })
    : t('members.office.becomes', { name, office: officeName(t, to).toLowerCase(), previous });
}

/** The office a user holds, as a badge. */
export function OfficeBadge({ office }: { office: Office }) {
  const { t } = useTranslation();
  const official = office === 'chair' || office === 'treasurer' || office === 'secretary';
  const tone = official
    ? 'bg-brand-50 text-brand-800 ring-brand-600/20'
    : office === 'auditor'
      ? 'bg-amber-50 text-amber-900 ring-amber-600/20'
      : 'bg-slate-100 text-slate-700 ring-slate-500/20';
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${tone}`}>
      {officeName(t, office)}
    </span>
  );
}

/**
 * An official's change of a user's office on the members list: the badge, and a button that opens
 * a select and a confirmation saying what the change does (docs/decisions/offices.md, "Changing an
 * office"); the server's refusal (the last chair or treasurer) is shown in the dialog.
 */
export function OfficeCell({ user }: { user: ListedUser }) {
  const { t } = useTranslation();
  const change = useChangeOffice();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<Office>(user.office);
  const [sent, setSent] = useState<string | null>(null);
  const name = fullName(user);
  const close = () => {
    setOpen(false);
    setSent(null);
    change.reset();
  };
  const changed = chosen !== user.office;
  return (
    <span className="inline-flex items-center gap-1.5">
      <OfficeBadge office={user.office} />
      <button
        type="button"
        aria-label={t('members.office.change', { name })}
        onClick={() => {
          setChosen(user.office);
          setOpen(true);
        }}
        className="rounded-md p-1 text-slate-500 hover:bg-brand-50 hover:text-brand-800 max-md:min-w-11"
      >
        <Icon size={16}>
          <path d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4" strokeLinecap="round" strokeLinejoin="round" />
        </Icon>
      </button>
      <Modal open={open} onClose={close} title={t('members.office.title', { name })}>
        <div className="space-y-4">
          <Select
            label={t('members.office.label')}
            value={chosen}
            placeholder={t('members.office.choose')}
            options={offices.map((office) => ({ value: office, label: officeName(t, office) }))}
            onChange={(value) => {
              if (isOffice(value)) setChosen(value);
              setSent(null);
              change.reset();
            }}
          />
          {changed ? (
            <p className="text-sm text-slate-700" data-testid="office-change-summary">
              {changeSummary(t, name, user.office, chosen)} {t('members.office.signedOut')}
            </p>
          ) : null}
          {change.isError ? <Alert>{messageOf(change.error, t('members.office.failed'))}</Alert> : null}
          {sent ? <Alert tone="info">{sent}</Alert> : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={close} disabled={change.isPending}>
              {t('common.cancel')}
            </Button>
            <Button
              disabled={!changed || change.isPending || sent !== null}
              onClick={() =>
                change.mutate(
                  { userId: user.users_id, office: chosen },
                  // With a quorum the change waits for the other officials: the dialog says so.
                  { onSuccess: (answer) => (isApprovalPending(answer) ? setSent(answer.message) : close()) },
                )
              }
            >
              {change.isPending ? t('members.office.changing') : t('members.office.submit')}
            </Button>
          </div>
        </div>
      </Modal>
    </span>
  );
}
