import type { MeetingSheet, SheetRow } from '@links/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Trans } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { msg, useTranslation } from '../../../i18n';
import { ApiError, messageOf } from '../../../lib/api';
import { MoneyAccountSelect } from '../../books';
import { sheetKey, useApproveMeeting, useSubmitMeeting } from '../api/meetings';
import { SaveStatus } from './SaveStatus';
import { SheetTable } from './SheetTable';
import { alignedDraft, draftOf } from './sheet-draft';
import { useSheetSaving } from './useSheetSaving';

interface Outcome {
  tone: 'success' | 'error';
  text: string;
}

/**
 * A meeting's sheet (docs/decisions/meetings.md): the money account it all came into, a row per
 * member saved as it is typed, then "Submit sheet" (a draft) and "Approve sheet" (submitted). An
 * office that changes nothing, and a sheet no longer a draft, show it read-only.
 */
export function SheetEditor({ sheet, writes }: { sheet: MeetingSheet; writes: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const saving = useSheetSaving(sheet.meeting_id);
  const submit = useSubmitMeeting();
  const approve = useApproveMeeting();
  const [account, setAccount] = useState(String(sheet.account_id));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const editable = writes && sheet.status === 'Draft';
  const columns = { kinds: sheet.kinds, rotations: sheet.rotations };
  const rowDraft = (row: SheetRow) => {
    const typed = editable ? saving.drafts.get(row.user_id) : undefined;
    return typed ? alignedDraft(typed, row, columns) : draftOf(row, columns);
  };
  const busy = submit.isPending || approve.isPending;

  const decide = (mutation: typeof submit, failed: string) =>
    mutation.mutate(sheet.meeting_id, {
      onSuccess: (answer) => setOutcome({ tone: 'success', text: answer.message }),
      onError: (error) => {
        setOutcome({ tone: 'error', text: messageOf(error, failed) });
        // A sheet submitted or approved meanwhile (by another official) is shown as it now is.
        if (error instanceof ApiError && error.status === 409) {
          void queryClient.invalidateQueries({ queryKey: sheetKey(sheet.meeting_id) });
        }
      },
    });

  const submitSheet = async () => {
    setOutcome(null);
    // docs/decisions/meetings.md, "Submitting": the rows submitted are the ones saved, so the last
    // changes go first.
    const saved = await saving.flush();
    if (saved !== 'saved') {
      setOutcome({
        tone: 'error',
        text: saved === 'failed' ? t('meetings.sheet.notSubmitted') : t('meetings.sheet.fixBeforeSubmit'),
      });
      return;
    }
    decide(submit, t('meetings.sheet.submitFailed'));
  };

  const action =
    writes && sheet.status === 'Draft' ? (
      <Button onClick={() => void submitSheet()} disabled={busy}>
        {submit.isPending ? t('meetings.sheet.submitting') : t('meetings.sheet.submit')}
      </Button>
    ) : writes && sheet.status === 'Submitted' ? (
      <Button
        onClick={() => {
          setOutcome(null);
          decide(approve, t('meetings.sheet.approveFailed'));
        }}
        disabled={busy}
      >
        {approve.isPending ? t('meetings.sheet.approving') : t('meetings.sheet.approve')}
      </Button>
    ) : null;

  return (
    <div className="space-y-4">
      {editable ? (
        <MoneyAccountSelect
          label={t('meetings.sheet.receivedInto')}
          value={account}
          placeholder={t('meetings.sheet.selectAccount')}
          onChange={(value) => {
            setAccount(value);
            if (value) saving.chooseAccount(Number(value));
          }}
          className="w-full sm:w-64"
        />
      ) : (
        <p className="text-sm text-slate-600">
          <Trans
            i18nKey={msg('meetings.sheet.receivedIntoAccount')}
            values={{ account: sheet.account_name }}
            components={{ 1: <span className="font-semibold text-slate-900" /> }}
          />
        </p>
      )}
      <SheetTable
        rows={sheet.rows}
        columns={columns}
        draftOf={rowDraft}
        editable={editable}
        decided={sheet.status !== 'Draft'}
        onChange={(row, draft) => saving.change(row.user_id, draft)}
        onLeaveField={() => void saving.flush()}
      />
      {action || outcome ? (
        // Kept in view at the foot of the screen: a long sheet's last changes, refusals and its
        // button are never scrolled away from the row being typed.
        <div className="sticky bottom-0 z-10 -mx-4 -mb-4 space-y-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur md:-mx-8 md:-mb-8 md:px-8">
          {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
          <div className="flex items-center justify-between gap-3">
            {editable ? <SaveStatus state={saving.state} /> : <span />}
            {action}
          </div>
        </div>
      ) : null}
    </div>
  );
}
