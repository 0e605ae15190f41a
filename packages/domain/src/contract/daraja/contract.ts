import { z } from 'zod';

/**
 * The group's Daraja credentials (docs/decisions/daraja.md): written by officials, kept encrypted,
 * never answered again. Shared by server and web.
 */
export const DARAJA_FIELDS = [
  'daraja_consumer_key',
  'daraja_consumer_secret',
  'daraja_passkey',
  'daraja_initiator_name',
  'daraja_security_credential',
  'daraja_b2c_shortcode',
] as const;
export type DarajaField = (typeof DARAJA_FIELDS)[number];

/** What each field is, on screen. */
export const DARAJA_FIELD_LABELS: Record<DarajaField, string> = {
  daraja_consumer_key: 'Consumer key',
  daraja_consumer_secret: 'Consumer secret',
  daraja_passkey: 'Passkey (STK Push)',
  daraja_initiator_name: 'Initiator name (B2C)',
  daraja_security_credential: 'Security credential (B2C)',
  daraja_b2c_shortcode: 'B2C shortcode',
};

/** The longest a credential may be: the security credential is an RSA-encrypted value in base64. */
export const DARAJA_VALUE_MAX = 2048;

const credential = (field: DarajaField) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string({ error: `${field} must be text, or null to remove it` })
      .trim()
      .max(DARAJA_VALUE_MAX, `${field} must be at most ${DARAJA_VALUE_MAX} characters`)
      .regex(/^[\x21-\x7e]+$/, `${field} must be printable characters without spaces`)
      .nullable()
      .optional(),
  );

/**
 * `PATCH /settings/daraja`: the fields to set (a value) or remove (null or blank); a field left out
 * keeps what was saved. At least one field.
 */
export const darajaCredentialsBody = z
  .object({
    daraja_consumer_key: credential('daraja_consumer_key'),
    daraja_consumer_secret: credential('daraja_consumer_secret'),
    daraja_passkey: credential('daraja_passkey'),
    daraja_initiator_name: credential('daraja_initiator_name'),
    daraja_security_credential: credential('daraja_security_credential'),
    daraja_b2c_shortcode: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
      z
        .string({ error: 'daraja_b2c_shortcode must be the B2C shortcode: 5 to 10 digits' })
        .trim()
        .regex(/^\d{5,10}$/, 'daraja_b2c_shortcode must be the B2C shortcode: 5 to 10 digits')
        .nullable()
        .optional(),
    ),
  })
  .strict()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Send at least one of the Daraja fields',
  });
export type DarajaCredentialsInput = z.output<typeof darajaCredentialsBody>;

/** `GET /settings/daraja`: which fields are saved, never their values. */
export const darajaStatusAnswer = z.object({
  /** Whether each field holds a saved value. */
  saved: z.object(
    Object.fromEntries(DARAJA_FIELDS.map((field) => [field, z.boolean()])) as Record<
      DarajaField,
      z.ZodBoolean
    >,
  ),
  /** Whether this server can keep credentials at all (LINKS_SECRET_KEY is set). */
  can_store: z.boolean(),
  /** Where the server calls Daraja: the live API, the sandbox or a test server. */
  base_url: z.string(),
  updated_at: z.string().nullable(),
});
export type DarajaStatus = z.output<typeof darajaStatusAnswer>;

/** `POST /settings/daraja/test`: whether Daraja gave the saved key and secret a token. */
export const darajaTestAnswer = z.object({
  ok: z.boolean(),
  message: z.string(),
});
export type DarajaTestResult = z.output<typeof darajaTestAnswer>;
