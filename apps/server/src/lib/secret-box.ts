import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Values kept encrypted at rest (docs/decisions/daraja.md, "Kept encrypted"): AES-256-GCM under a key
 * derived from LINKS_SECRET_KEY, each value bound to where it belongs (`context`, such as the group
 * and the field), so that a value copied into another row or group does not open.
 */
export interface SecretBox {
  seal(plain: string, context: string): string;
  /** The value, or undefined when it was sealed under another key or for another place. */
  open(sealed: string, context: string): string | undefined;
}

const VERSION = 'v1';

export function secretBox(secretKey: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', secretKey, 'links', 'kept-secrets', 32));
  return {
    seal(plain, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv.toString('base64url'), tag.toString('base64url'), body.toString('base64url')].join(
        '.',
      );
    },
    open(sealed, context) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return undefined;
      }
    },
  };
}
