import { createHostedGroupBody } from '@links/domain';
import { OutcomeAlert, useServerForm } from '../../../components/form/formCall';
import { TextField } from '../../../components/form/TextField';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { InvitationShare } from '../../../components/ui/InvitationShare';
import { useTranslation } from '../../../i18n';
import { useCreateHostedGroup } from '../api/host';

interface Values {
  name: string;
  official_firstname: string;
  official_lastname: string;
  official_email: string;
}

const blank: Values = { name: '', official_firstname: '', official_lastname: '', official_email: '' };

/** A new group and its first official, who gets an invitation (docs/decisions/host.md, "Opening a group"). */
export function CreateGroupForm() {
  const { t } = useTranslation();
  const create = useCreateHostedGroup();
  const { form, outcome, send } = useServerForm<Values>(createHostedGroupBody, {
    blank,
    // The fields as the request schema's messages name them (`Group name is required`), in the
    // language on screen (docs/decisions/languages.md, "Form messages").
    subjects: {
      name: t('host.form.name'),
      official_firstname: t('host.form.firstName'),
      official_lastname: t('host.form.lastName'),
      official_email: t('host.form.email'),
    },
    done: t('host.form.done'),
    failed: t('host.form.failed'),
  });
  const submit = form.handleSubmit((values) => send(create, values));
  // The last group opened: its official's invitation, to pass on (none when they sign in already).
  const made = create.isSuccess ? create.data : undefined;
  return (
    <Card title={t('host.form.title')} description={t('host.form.description')}>
      <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('host.form.title')}>
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
        <TextField control={form.control} name="name" label={t('host.form.name')} maxLength={100} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={form.control} name="official_firstname" label={t('host.form.firstName')} />
          <TextField control={form.control} name="official_lastname" label={t('host.form.lastName')} />
        </div>
        <TextField control={form.control} name="official_email" label={t('host.form.email')} type="email" />
        <Button type="submit" className="w-full sm:w-auto" disabled={create.isPending}>
          {create.isPending ? t('host.form.opening') : t('host.form.submit')}
        </Button>
      </form>
    </Card>
  );
}
