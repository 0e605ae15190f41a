import { addSavingBody, type BodyInput, type operations } from '@links/domain';
import { OutcomeAlert, useServerForm } from '../../../components/form/formCall';
import { MemberField } from '../../../components/form/MemberField';
import { MoneyField } from '../../../components/form/MoneyField';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Loading } from '../../../components/ui/Loading';
import { MoneyInput } from '../../../components/ui/MoneyInput';
import { useTranslation } from '../../../i18n';
import { useSettings } from '../../settings';
import { useAddSaving } from '../api/add-saving';

/** The form holds the wire body; the member's id is the select's text until it is sent. */
interface AddSavingValues {
  user_id: string;
  amount_saved: number | undefined;
}

const emptyValues: AddSavingValues = { user_id: '', amount_saved: undefined };
/**
 * One savings account each (docs/decisions/members.md, "Savings accounts"): only members without one are
 * offered.
 */
const withoutSavings = { has_savings: 'false' };

/**
 * docs/spec/validation.md, "Other forms", Add saving: user and amount required (min 0, step 0.01); the
 * expected saving is the group's yearly target from `/settings`, read-only. Members who already save are not
 * offered (one account each, docs/decisions/members.md, "Savings accounts"). The rules are the server's body
 * schema (`addSavingBody`).
 */
export function AddSavingForm() {
  const { t } = useTranslation();
  const settings = useSettings();
  const add = useAddSaving();
  const { form, outcome, send } = useServerForm<AddSavingValues>(addSavingBody, {
    blank: emptyValues,
    done: t('savings.add.done'),
    failed: t('savings.add.failed'),
    fields: ['user_id', 'amount_saved'],
    // The fields as the shared rules' messages name them (`User is required`), in the language on
    // screen (docs/decisions/languages.md, "Form messages").
    subjects: {
      user_id: t('savings.add.user'),
      amount_saved: t('savings.add.amount'),
      expected_saving: t('savings.add.subjects.expected'),
    },
  });
  const target = settings.data?.savings_target;

  const submit = form.handleSubmit((values) => {
    // Left out while the settings are unknown: the server then applies the same setting.
    const body: BodyInput<typeof operations.addSaving> = {
      user_id: Number(values.user_id),
      // The form's rules required it; NaN would go as null, which the server refuses as missing.
      amount_saved: values.amount_saved ?? Number.NaN,
      expected_saving: target,
    };
    send(add, body);
  });

  // The expected saving shown is the one sent: wait for the group's setting.
  if (settings.isPending) return <Loading>{t('savings.add.settingsLoading')}</Loading>;

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {settings.isError ? <Alert>{t('savings.add.settingsFailed')}</Alert> : null}
      <OutcomeAlert outcome={outcome} />
      <MemberField
        control={form.control}
        name="user_id"
        label={t('savings.add.user')}
        filter={withoutSavings}
      />
      <MoneyField
        control={form.control}
        name="amount_saved"
        label={t('savings.add.amount')}
        hint={t('savings.add.amountHint')}
      />
      <MoneyInput
        label={t('savings.add.expected')}
        value={target === undefined ? '' : String(target)}
        onChange={() => undefined}
        readOnly
        hint={t('savings.add.expectedHint')}
      />
      <Button type="submit" className="w-full sm:w-auto" disabled={add.isPending}>
        {add.isPending ? t('savings.add.saving') : t('savings.add.title')}
      </Button>
    </form>
  );
}
