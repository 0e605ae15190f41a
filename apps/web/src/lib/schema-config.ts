import { config } from 'zod/v4/core';

/**
 * The schemas check without compiling code of their own at run time: the content security policy
 * forbids eval (docs/decisions/phone.md, "Every screen, checked alike"), and zod's probe for it would
 * be refused, and logged, on every page that checks an answer or a form. Imported by the providers,
 * which every screen waits for, so it runs before any check.
 */
config({ jitless: true });
