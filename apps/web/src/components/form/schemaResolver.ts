import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { errorsInWords, type Subjects } from './subjects';

/**
 * A form's resolver from the request schema the server reads its body with (docs/decisions/forms.md: one rule
 * source). The form's values are the wire body, so a submit hands them over unchanged (`raw`):
 * amounts in KES, ids and dates as typed. Messages show under the form's words for each field.
 *
 * The schemas take `unknown` input (they refuse bad values with a message instead of a type
 * error), so any shape of values is a valid input and the cast below is sound.
 */
export function schemaResolver<Values extends FieldValues>(
  schema: z.ZodType,
  subjects: Subjects = {},
): Resolver<Values> {
  const resolve = zodResolver(schema as z.ZodType<unknown, Values>, undefined, {
    raw: true,
  }) as unknown as Resolver<Values>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    errorsInWords(result.errors as Record<string, unknown>, subjects);
    return result;
  };
}
