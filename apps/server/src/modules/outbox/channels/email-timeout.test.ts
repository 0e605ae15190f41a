import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailChannel } from './email.js';

/*
 * docs/decisions/notifications.md, "Delivery": an SMTP server that takes the connection and then
 * says nothing is a failed attempt to try again, its reason recorded and no password in it.
 */
describe('an SMTP server that never answers', () => {
  let silent: net.Server;
  const sockets: net.Socket[] = [];
  let port = 0;

  beforeAll(async () => {
    silent = net.createServer((socket) => {
      sockets.push(socket);
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    port = (silent.address() as net.AddressInfo).port;
  });

  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('is tried again later, with the timeout as its reason and the password nowhere', async () => {
    const channel = emailChannel(
      { url: `smtp://links:Sup3r-Secret@127.0.0.1:${port}`, from: 'Links <no-reply@links.example>' },
      300,
    );
    try {
      const result = await channel.send({
        address: 'member@links.example',
        subject: 'Payment received',
        body: 'We received KES 1,000.00 from you.',
        sms: 'We received KES 1,000.00 from you.',
      });
      expect(result.outcome).toBe('retry');
      expect(result.outcome === 'retry' && result.reason).toMatch(
        /^E-mail: .*(timeout|Greeting never received)/i,
      );
      expect(JSON.stringify(result)).not.toContain('Sup3r-Secret');
      expect(sockets.length).toBeGreaterThan(0);
    } finally {
      channel.close?.();
    }
  });
});
