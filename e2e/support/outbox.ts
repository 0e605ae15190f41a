import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';

/**
 * The outbox as a test reads it: the server started with `OUTBOX_DIR` writes each message it leaves
 * for a member there as a file (docs/decisions/passwords.md, "The outbox").
 */
export function outboxFolder(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'links-e2e-outbox-'));
}

interface Message {
  file: string;
  kind: string;
  subject: string;
  body: string;
}

function messagesIn(folder: string): Message[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .sort()
    .map((file) => {
      const text = fs.readFileSync(path.join(folder, file), 'utf8');
      const [head = '', ...rest] = text.split('\n\n');
      const field = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(head)?.[1] ?? '';
      return { file, kind: field('Kind'), subject: field('Subject'), body: rest.join('\n\n') };
    });
}

/** The newest message of a kind whose body mentions `about` (a first name), once it has been written. */
export async function awaitMessage(folder: string, kind: string, about: string): Promise<Message> {
  let found: Message | undefined;
  await expect
    .poll(() => {
      found = messagesIn(folder)
        .filter((message) => message.kind === kind && message.body.includes(about))
        .at(-1);
      return found !== undefined;
    })
    .toBe(true);
  return found as Message;
}

/** The six-digit code and the link path of a reset message. */
export function resetOf(message: Message): { code: string; link: string } {
  const code = /password is (\d{6})/.exec(message.body)?.[1];
  const link = /open (\S+?)\. It holds/.exec(message.body)?.[1];
  if (!code || !link) throw new Error(`Not a reset message: ${message.body}`);
  return { code, link };
}
