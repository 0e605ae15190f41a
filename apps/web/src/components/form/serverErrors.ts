import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api';
import { inWords, type Subjects } from './subjects';

/**
 * Puts the fields a refusal named (docs/decisions/wire.md, "Error answers": `fields`) under the form's own
 * fields, in the form's words. Returns the messages set, so the form can leave out a banner that says the
 * same.
 */
export function showServerErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly Path<Values>[],
  subjects: Subjects = {},
): string[] {
  if (!(error instanceof ApiError)) return [];
  const shown: string[] = [];
  for (const field of fields) {
    const message = error.field(field);
    if (message === undefined) continue;
    const leaf = field.split('.').at(-1) ?? field;
    setError(field, { type: 'server', message: inWords(message, leaf, subjects) });
    shown.push(message);
  }
  return shown;
}
