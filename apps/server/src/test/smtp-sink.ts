import { type AddressInfo, createServer } from 'node:net';

export type SunkMail = { from: string; to: string[]; data: string };

/**
 * A local SMTP server that accepts every message and keeps it, answering the end of each message
 * after `delayMs` (a slow mail server) or refusing recipients with `refuse`.
 */
export async function startSmtpSink(options: { delayMs?: number; refuse?: boolean } = {}) {
  const messages: SunkMail[] = [];
  const server = createServer((socket) => {
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let mail: SunkMail = { from: '', to: [], data: '' };
    let queue = Promise.resolve();
    const reply = (line: string) => {
      if (!socket.destroyed) socket.write(`${line}\r\n`);
    };
    const handle = async (line: string) => {
      if (inData) {
        if (line !== '.') {
          mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          return;
        }
        inData = false;
        if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
        messages.push(mail);
        mail = { from: '', to: [], data: '' };
        reply('250 2.0.0 queued');
        return;
      }
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') reply('250 sink');
      else if (verb === 'MAIL') {
        mail.from = line;
        reply('250 2.1.0 ok');
      } else if (verb === 'RCPT') {
        if (options.refuse) reply('550 5.1.1 no such mailbox');
        else {
          mail.to.push(line);
          reply('250 2.1.5 ok');
        }
      } else if (verb === 'DATA') {
        inData = true;
        reply('354 end with .');
      } else if (verb === 'QUIT') {
        reply('221 bye');
        socket.end();
      } else reply('250 ok');
    };
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let at = buffer.indexOf('\r\n');
      while (at >= 0) {
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        queue = queue.then(() => handle(line));
        at = buffer.indexOf('\r\n');
      }
    });
    socket.on('error', () => socket.destroy());
    reply('220 sink ESMTP');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
