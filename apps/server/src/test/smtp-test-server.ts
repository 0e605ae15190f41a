import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail the test SMTP server took: envelope, headers as text, and the raw message. */
export interface CapturedMail {
  from: string;
  to: string[];
  user: string | undefined;
  raw: string;
  /** The Subject header, unfolded. */
  subject: string;
  /** The text after the headers (plain text, quoted-printable soft breaks joined). */
  text: string;
}

export interface SmtpTestServer {
  port: number;
  mails: CapturedMail[];
  /** `accept` takes every mail; `refuse` answers 550 to each recipient; `down` answers 421 (try later). */
  mode: 'accept' | 'refuse' | 'down';
  close(): Promise<void>;
}

export const SMTP_USER = 'links';
export const SMTP_PASSWORD = 'smtp-test-password-0123';

function headerOf(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return decodeWords(line ? line.slice(name.length + 1).trim() : '');
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=` / `=?UTF-8?B?…?=`), as nodemailer writes non-ASCII subjects. */
function decodeWords(text: string): string {
  return text
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_all, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
}

function bodyOf(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
    const joined = body.replace(/=\r?\n/g, '');
    return Buffer.from(
      joined.replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      'latin1',
    )
      .toString('utf8')
      .replace(/\r\n/g, '\n')
      .trim();
  }
  if (/content-transfer-encoding:\s*base64/i.test(head)) {
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8').trim();
  }
  return body.replace(/\r\n/g, '\n').trim();
}

/**
 * A real SMTP server on loopback, for the tests of the e-mail channel: it asks for the password
 * (plain text allowed on loopback) and keeps each mail it takes.
 */
export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const mails: CapturedMail[] = [];
  const state: { mode: SmtpTestServer['mode'] } = { mode: 'accept' };
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD)
        return callback(null, { user: SMTP_USER });
      return callback(new Error('Invalid username or password'));
    },
    onRcptTo(_address, _session, callback) {
      if (state.mode === 'refuse') {
        const error = new Error('Mailbox unavailable') as Error & { responseCode: number };
        error.responseCode = 550;
        return callback(error);
      }
      if (state.mode === 'down') {
        const error = new Error('Service not available, try again later') as Error & { responseCode: number };
        error.responseCode = 421;
        return callback(error);
      }
      return callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
          raw,
          subject: headerOf(raw, 'Subject'),
          text: bodyOf(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    mails,
    get mode() {
      return state.mode;
    },
    set mode(mode) {
      state.mode = mode;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
