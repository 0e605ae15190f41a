import type { LoginInput } from '@links/domain';
import { isLoginReply, paths } from '@links/domain/plain';
import { useMutation } from '@tanstack/react-query';
import { ApiError, publicRequest } from '../../../lib/api';
import { forgetKeptAnswers } from '../../../lib/api-cache';

/**
 * Signs in. The service worker's copy of an earlier sign-in's answers is forgotten as soon as the
 * sign-in succeeds, before any screen reads (docs/decisions/offline.md, "Signing out forgets"):
 * a new sign-in never reads another's offline.
 */
export async function login(input: LoginInput) {
  const reply = await publicRequest(isLoginReply, paths.login, 'POST', input);
  await forgetKeptAnswers();
  return reply;
}

export const useLogin = () => useMutation({ mutationFn: login });

/**
 * docs/spec/errors.md, "Sign-in": the first non_field_errors entry, else detail, else `failed`
 * (`Login failed. Please try again.` in English).
 */
export function loginErrorMessage(error: unknown, failed: string): string {
  if (error instanceof ApiError) {
    const body = error.body;
    const nonField = body?.non_field_errors;
    if (Array.isArray(nonField) && typeof nonField[0] === 'string') return nonField[0];
    if (typeof body?.detail === 'string' && body.detail) return body.detail;
    if (error.status === 0) return error.message;
  }
  return failed;
}
