import { createHostedGroupBody } from '@links/domain';
import { OutcomeAlert, useServerForm } from '../../../components/form/formCall';
import { TextField } from '../../../components/form/TextField';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { InvitationShare } from '../../../components/ui/InvitationShare';
import { useCreateHostedGroup } from '../api/host';

export const CREATE_GROUP_FAILED = 'Could not open the group';

interface Values {
  name: string;
  official_firstname: string;
  official_lastname: string;
  official_email: string;
}

const blank: Values = { name: '', official_firstname: '', official_lastname: '', official_email: '' };
const subjects = {
  name: 'Group name',
  official_firstname: 'First name',
  official_lastname: 'Last name',
  official_email: 'Email',
};

/** A new group and its first official, who gets an invitation (docs/decisions/host.md, "Opening a group"). */
export function CreateGroupForm() {
  const create = useCreateHostedGroup();
  const { form, outcome, send } = useServerForm<Values>(createHostedGroupBody, {
    blank,
    subjects,
    done: 'Group created.',
    failed: CREATE_GROUP_FAILED,
  });
  const submit = form.handleSubmit((values) => send(create, values));
  // The last group opened: its official's invitation, to pass on (none when they sign in already).
  const made = create.isSuccess ? create.data : undefined;
  return (
    <Card
      title="Open a group"
      description="Its first official, the chair, gets an invitation to choose a password."
    >
      <form onSubmit={submit} noValidate className="space-y-4" aria-label="Open a group">
        <OutcomeAlert outcome={outcome} />
        {made?.invitation_code && made.invitation_url && made.invitation_expires_at ? (
          <InvitationShare
            firstname={create.variables?.official_firstname.trim() ?? ''}
            details={{
              invitation_code: made.invitation_code,
              invitation_url: made.invitation_url,
              invitation_expires_at: made.invitation_expires_at,
            }}
          />
        ) : null}
        <TextField control={form.control} name="name" label="Group name" maxLength={100} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={form.control} name="official_firstname" label="First name" />
          <TextField control={form.control} name="official_lastname" label="Last name" />
        </div>
        <TextField control={form.control} name="official_email" label="Email" type="email" />
        <Button type="submit" className="w-full sm:w-auto" disabled={create.isPending}>
          {create.isPending ? 'Opening…' : 'Open the group'}
        </Button>
      </form>
    </Card>
  );
}
