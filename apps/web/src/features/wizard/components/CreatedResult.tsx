import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { InvitationShare } from '../../../components/ui/InvitationShare';
import { MoneyStat, Stat } from '../../../components/ui/Stat';
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
  const id = (value: number | null) => (value === null ? '—' : value);
  return (
    <div className="space-y-6">
      <Alert tone="success">{result.message}</Alert>
      {result.office_approval ? (
        // docs/decisions/offices.md, "Offices of new users": the office waits for the quorum.
        <Alert tone="warning">
          {firstname} is a member until another official approves making them treasurer:{' '}
          {result.office_approval.message}.
        </Alert>
      ) : null}
      <dl data-testid="created-result" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        <Stat label="User ID">{id(result.user_id)}</Stat>
        <Stat label="Member number">{result.member_number}</Stat>
        <Stat label="Saving ID">{id(result.saving_id)}</Stat>
        <Stat label="Long-term loan ID">{id(result.ltl_id)}</Stat>
        <Stat label="Short-term loan ID">{id(result.stl_id)}</Stat>
        <MoneyStat label="Long-term installment" kes={result.long_term_loan_details.installment} />
        <MoneyStat label="Short-term installment" kes={result.short_term_loan_details.installment} />
        <MoneyStat label="Monthly payment total" kes={result.monthly_payment_total} emphasis />
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
          {firstname} must change the password you set when they first sign in.
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button onClick={onAgain}>Add another member</Button>
        <ButtonLink to="/members" variant="secondary">
          Back to members
        </ButtonLink>
      </div>
    </div>
  );
}
