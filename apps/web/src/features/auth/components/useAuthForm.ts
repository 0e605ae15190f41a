import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { schemaResolver } from '../../../components/form/schemaResolver';
import { showServerErrors } from '../../../components/form/serverErrors';
import type { Subjects } from '../../../components/form/subjects';
import { messageOf } from '../../../lib/api';

/**
 * A form of the password screens: checked by the server's own schema before it is sent; a refusal
 * shows the server's words under the fields it names and its message above the form; a success
 * goes to `then` (a page that moves on, or says what happened).
 */
export function useAuthForm<Values extends FieldValues>(
  schema: z.ZodType,
  blank: Values,
  subjects: Subjects,
) {
  const form = useForm<Values, unknown, Values>({
    resolver: schemaResolver(schema, subjects),
    defaultValues: blank as DefaultValues<Values>,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const submitWith = <Answer>(
    mutation: UseMutationResult<Answer, Error, Values>,
    failed: string,
    then: (answer: Answer) => void,
  ) =>
    form.handleSubmit((body) => {
      setProblem(null);
      mutation.mutate(body, {
        onSuccess: then,
        onError: (error) => {
          const shown = showServerErrors(
            error,
            form.setError,
            Object.keys(blank) as Path<Values>[],
            subjects,
          );
          const message = messageOf(error, failed);
          // Said under its field already: no banner repeating it.
          setProblem(shown.includes(message) ? null : message);
        },
      });
    });
  return { form, problem, submitWith };
}
