import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from '../../i18n';
import { TextArea } from '../ui/TextArea';
import { boundField } from './boundField';

/**
 * A form's comment, purpose or reason: a text area with its `n/max` counter
 * (docs/spec/validation.md, "Transaction form").
 */
export const TextAreaField = boundField(TextArea);

/** A record's optional `comment`: `Comment (optional)` in three rows, counted up to `maxLength`. */
export function CommentField<Values extends FieldValues & { comment: string }>({
  control,
  maxLength,
}: {
  control: Control<Values>;
  maxLength: number;
}) {
  const { t } = useTranslation();
  return (
    <TextAreaField
      control={control}
      name={'comment' as FieldPath<Values>}
      label={t('common.commentOptional')}
      maxLength={maxLength}
      rows={3}
    />
  );
}
