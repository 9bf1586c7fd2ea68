import type { AddressInfo } from 'node:net';
import type { ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { parseMail } from './mail-helpers';

export interface LocalSmtpServer {
  server: SMTPServer;
  port: number;
  received: ParsedMail[];
  /** Messages answered 451 (try later) because `refuse` said so. */
  refused: () => number;
}

/**
 * A real SMTP server on a free local port, without TLS or AUTH, collecting what it receives. While
 * `refuse()` is true it answers every message 451, as a server that is down for a while.
 */
export function startSmtpServer(refuse: () => boolean = () => false): Promise<LocalSmtpServer> {
  const received: ParsedMail[] = [];
  let refused = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refuse()) {
          refused += 1;
          callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
          return;
        }
        parseMail(Buffer.concat(chunks)).then((mail) => {
          received.push(mail);
          callback();
        }, callback);
      });
    },
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        server,
        port: (server.server.address() as AddressInfo).port,
        received,
        refused: () => refused,
      });
    });
  });
}

export const stopSmtpServer = (smtp: LocalSmtpServer) =>
  new Promise<void>((resolve) => smtp.server.close(() => resolve()));
