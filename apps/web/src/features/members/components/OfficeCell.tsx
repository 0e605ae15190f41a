import { isOffice, type Office, officeLabels, offices } from '@links/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { messageOf } from '../../../lib/api';
import { useChangeOffice } from '../api/change-office';
import { fullName, type ListedUser } from '../api/get-users';

export const OFFICE_CHANGE_FAILED = 'Could not change the office';

/** The office a user holds, as a badge. */
export function OfficeBadge({ office }: { office: Office }) {
  const official = office === 'chair' || office === 'treasurer' || office === 'secretary';
  const tone = official
    ? 'bg-brand-50 text-brand-800 ring-brand-600/20'
    : office === 'auditor'
      ? 'bg-amber-50 text-amber-900 ring-amber-600/20'
      : 'bg-slate-100 text-slate-700 ring-slate-500/20';
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${tone}`}>
      {officeLabels[office]}
    </span>
  );
}

/**
 * An official's choice of a user's office on the members list: a select, then a confirmation that
 * says what the change does (docs/decisions/offices.md, "Changing an office"); the server's refusal
 * (the last chair or treasurer) is shown in the dialog.
 */
export function OfficeCell({ user }: { user: ListedUser }) {
  const change = useChangeOffice();
  const [chosen, setChosen] = useState<Office | null>(null);
  const name = fullName(user);
  const close = () => {
    setChosen(null);
    change.reset();
  };
  return (
    <>
      <select
        aria-label={`Office of ${name}`}
        value={user.office}
        onChange={(event) => {
          if (isOffice(event.target.value) && event.target.value !== user.office)
            setChosen(event.target.value);
        }}
        className="rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {offices.map((office) => (
          <option key={office} value={office}>
            {officeLabels[office]}
          </option>
        ))}
      </select>
      <Modal open={chosen !== null} onClose={close} title="Change office">
        {chosen ? (
          <div className="space-y-4">
            <p className="text-slate-700">
              Make {name} the group's <strong>{officeLabels[chosen].toLowerCase()}</strong> instead of{' '}
              {officeLabels[user.office].toLowerCase()}? They are signed out everywhere and sign in again with
              the new office.
            </p>
            {change.isError ? <Alert>{messageOf(change.error, OFFICE_CHANGE_FAILED)}</Alert> : null}
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="secondary" onClick={close} disabled={change.isPending}>
                Cancel
              </Button>
              <Button
                disabled={change.isPending}
                onClick={() => change.mutate({ userId: user.users_id, office: chosen }, { onSuccess: close })}
              >
                {change.isPending ? 'Changing…' : 'Change office'}
              </Button>
            </div>
          </div>
        ) : null}
      </Modal>
    </>
  );
}
