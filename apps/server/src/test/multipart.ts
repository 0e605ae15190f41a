import { randomUUID } from 'node:crypto';
import type { SignedIn, TestContext } from './app.js';

/** A multipart/form-data body, as a browser's form sends it: fields, then the file. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { name: string; content: string | Buffer },
) {
  const boundary = `----links${randomUUID().replaceAll('-', '')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          'Content-Type: text/csv\r\n\r\n',
      ),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content, 'utf8'),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Uploads a statement file as someone (or anonymously) to a path under /api/links. */
export function upload(
  ctx: TestContext,
  who: SignedIn | undefined,
  path: string,
  content: string | Buffer | undefined,
  fields: Record<string, string> = {},
) {
  const body = multipartBody(fields, content === undefined ? undefined : { name: 'statement.csv', content });
  return ctx.app.inject({
    method: 'POST',
    url: `/api/links${path}`,
    headers: { ...(who?.headers ?? {}), 'content-type': body.contentType },
    payload: body.payload,
  });
}
