import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { InvitationShare } from '../../../components/ui/InvitationShare';
import { MoneyStat, Stat } from '../../../components/ui/Stat';
import { useTranslation } from '../../../i18n';
import type { CreateUserAccountAnswer } from '../api/create-user-account';

/**
 * docs/spec/entities.md, "Create-user result": the server's message, the new ids, both installments and the
 * monthly total; the office of an admin still waiting for approval; then the member's invitation
 * to choose a password, to copy or share (docs/decisions/passwords.md, "Invitations").
 */
export function CreatedResult({
  result,
  firstname,
  onAgain,
}: {
  result: CreateUserAccountAnswer;
  firstname: string;
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  const id = (value: number | null) => (value === null ? '—' : value);
  return (
    <div className="space-y-6">
      <Alert tone="success">{result.message}</Alert>
      {result.office_approval ? (
        // docs/decisions/offices.md, "Offices of new users": the office waits for the quorum.
        <Alert tone="warning">
          {t('wizard.created.officeWaiting', { firstname, message: result.office_approval.message })}
        </Alert>
      ) : null}
      <dl data-testid="created-result" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        <Stat label={t('wizard.created.userId')}>{id(result.user_id)}</Stat>
        <Stat label={t('wizard.created.memberNumber')}>{result.member_number}</Stat>
        <Stat label={t('wizard.created.savingId')}>{id(result.saving_id)}</Stat>
        <Stat label={t('wizard.created.ltlId')}>{id(result.ltl_id)}</Stat>
        <Stat label={t('wizard.created.stlId')}>{id(result.stl_id)}</Stat>
        <MoneyStat
          label={t('wizard.created.ltInstallment')}
          kes={result.long_term_loan_details.installment}
        />
        <MoneyStat
          label={t('wizard.created.stInstallment')}
          kes={result.short_term_loan_details.installment}
        />
        <MoneyStat label={t('wizard.created.monthlyTotal')} kes={result.monthly_payment_total} emphasis />
      </dl>
      {result.invitation_url && result.invitation_code && result.invitation_expires_at ? (
        <InvitationShare
          firstname={firstname}
          details={{
            invitation_url: result.invitation_url,
            invitation_code: result.invitation_code,
            invitation_expires_at: result.invitation_expires_at,
          }}
        />
      ) : (
        <p className="text-sm text-slate-600" data-testid="password-note">
          {t('wizard.created.passwordNote', { firstname })}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button onClick={onAgain}>{t('wizard.created.again')}</Button>
        <ButtonLink to="/members" variant="secondary">
          {t('wizard.back')}
        </ButtonLink>
      </div>
    </div>
  );
}
