import { REASON_MAX } from '@links/domain';
import { type ReactNode, useEffect, useState } from 'react';
import { type Resolver, type ResolverResult, useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n';
import { messageInWords } from '../form/predicates';
import { TextAreaField } from '../form/TextAreaField';
import { Alert } from './Alert';
import { Button } from './Button';
import { Modal } from './Modal';
import { TextArea } from './TextArea';

/**
 * Asks an admin why before a decision that needs a reason (rejecting payment items, waiving a fine):
 * what the decision does, the reason (required, at most REASON_MAX characters), Cancel and the action.
 * `read` reads the reason by the rules (trimmed) or answers why it is refused; `onSubmit` gets the reason read.
 */
export function ReasonDialog({
  open,
  title,
  description,
  failure,
  pending,
  action,
  pendingAction,
  danger = false,
  label,
  read: readReason,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  description: ReactNode;
  /** The message of a failed call, shown above the reason. */
  failure?: string;
  pending: boolean;
  action: string;
  pendingAction: string;
  danger?: boolean;
  /** The text box's label: `Reason` unless told (an official's `Answer`). */
  label?: string;
  read: (reason: string) => { reason: string } | { error: string };
  onSubmit: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const subject = label ?? t('common.reason');
  const form = useForm<ReasonValues, unknown, ReasonValues>({
    resolver: reasonResolver(readReason, subject),
    defaultValues: { reason: '' },
  });
  // A dialog that closed starts empty when it opens again.
  useEffect(() => {
    if (!open) form.reset({ reason: '' });
  }, [open, form]);

  const close = () => {
    if (pending) return;
    form.reset({ reason: '' });
    onClose();
  };

  const submit = form.handleSubmit(({ reason }) => onSubmit(reason));

  return (
    <Modal open={open} onClose={close} title={title}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-sm text-slate-600">{description}</p>
        {failure ? <Alert>{failure}</Alert> : null}
        <TextAreaField
          control={form.control}
          name="reason"
          label={subject}
          maxLength={REASON_MAX}
          rows={3}
          autoFocus
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={pending}>
            {pending ? pendingAction : action}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

interface ReasonValues {
  reason: string;
}

/**
 * The dialog's resolver: the caller's `read`, which checks the reason by the decision's body schema
 * (the domain's rule), gives the reason read or the message shown under the field, as the rule says
 * it in English and with the box's label (`subject`) in Kiswahili (docs/decisions/languages.md,
 * "Form messages").
 */
const reasonResolver =
  (
    read: (reason: string) => { reason: string } | { error: string },
    subject: string,
  ): Resolver<ReasonValues> =>
  async (values): Promise<ResolverResult<ReasonValues>> => {
    const result = read(values.reason);
    if ('error' in result) {
      const message = messageInWords(result.error, subject);
      return { values: {}, errors: { reason: { type: 'rule', message } } };
    }
    return { values: { reason: result.reason }, errors: {} };
  };

/**
 * The reason typed so far and why it was refused; typing clears the refusal. A rule's refusal is said
 * in the language on screen, as in `ReasonDialog`.
 */
export function useReason() {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  return {
    field: {
      value,
      error,
      onChange: (next: string) => {
        setValue(next);
        setError(undefined);
      },
    },
    refuse: (message: string | undefined) =>
      setError(message === undefined ? undefined : messageInWords(message, t('common.reason'))),
    clear: () => {
      setValue('');
      setError(undefined);
    },
  };
}

/** The reason of a decision: required by the rules, at most REASON_MAX characters, focused on open. */
export function ReasonField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <TextArea
      label={t('common.reason')}
      value={value}
      onChange={onChange}
      maxLength={REASON_MAX}
      error={error}
      rows={3}
      autoFocus
    />
  );
}
