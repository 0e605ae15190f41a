/**
 * The schemas check without compiling code of their own at run time: the content security policy
 * forbids eval (docs/decisions/phone.md, "Every screen, checked alike"), and zod's probe for it would
 * be refused, and logged, on every page that builds or checks a schema. zod reads its settings from
 * this global when it loads, so the first entry script sets it before any screen's code has
 * arrived, without loading zod itself (`schema-config.test.ts` holds zod to it).
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
// The same object zod keeps, if it has already loaded.
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
