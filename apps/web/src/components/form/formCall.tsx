import { isApprovalPending } from '@links/domain';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { messageOf } from '../../lib/api';
import { Alert } from '../ui/Alert';
import { schemaResolver } from './schemaResolver';
import { showServerErrors } from './serverErrors';
import type { Subjects } from './subjects';

/** The banner a form shows after its last call: what the server said, or why nothing was sent. */
export interface Outcome {
  tone: 'success' | 'error' | 'info';
  text: string;
}

/**
 * A form's call to the server and the banner it leaves. `send` clears the banner and sends the
 * body; after a success the form is emptied to `blank` and the banner has the server's message
 * (or `done`); after a refusal the named `fields` show the server's words, and the banner its
 * message (or `failed`).
 */
export function useFormCall<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  {
    done,
    failed,
    fields,
    subjects,
  }: { done: string; failed: string; fields: readonly Path<Values>[]; subjects?: Subjects },
) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const send = <Body, Answer extends object>(
    mutation: UseMutationResult<Answer, Error, Body>,
    body: Body,
    blank: Values,
  ) => {
    setOutcome(null);
    mutation.mutate(body, {
      onSuccess: (answer) => {
        form.reset(blank);
        // A call sent for approval says so rather than claiming it is done (docs/decisions/approvals.md).
        const said = 'message' in answer && typeof answer.message === 'string' ? answer.message : '';
        setOutcome({ tone: isApprovalPending(answer) ? 'info' : 'success', text: said || done });
      },
      onError: (error) => {
        showServerErrors(error, form.setError, fields, subjects);
        setOutcome({ tone: 'error', text: messageOf(error, failed) });
      },
    });
  };
  return { outcome, setOutcome, send };
}

/**
 * A form checked by the server's body `schema`, starting at `blank` and emptied to it after each
 * success, with its call and banner (`useFormCall`); `subjects` name the fields in both, and the
 * server's refusal is shown under the `fields` (by default, those `subjects` name).
 */
export function useServerForm<Values extends FieldValues>(
  schema: z.ZodType,
  {
    blank,
    subjects,
    fields = Object.keys(subjects) as Path<Values>[],
    ...messages
  }: { blank: Values; done: string; failed: string; subjects: Subjects; fields?: readonly Path<Values>[] },
) {
  const form = useForm<Values, unknown, Values>({
    resolver: schemaResolver(schema, subjects),
    defaultValues: blank as DefaultValues<Values>,
  });
  const { outcome, send } = useFormCall(form, { ...messages, fields, subjects });
  return {
    form,
    outcome,
    send: <Body, Answer extends object>(mutation: UseMutationResult<Answer, Error, Body>, body: Body) =>
      send(mutation, body, blank),
  };
}

/** The banner of a form's last call, when there is one. */
export function OutcomeAlert({ outcome }: { outcome: Outcome | null }) {
  return outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null;
}
