import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives. */
export class SmtpSink {
  readonly mails: ReceivedMail[] = [];
  private waiters: Array<{ to: string; resolve: (m: ReceivedMail) => void }> = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mail = { to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw: Buffer.concat(chunks).toString('utf8') };
        this.mails.push(mail);
        this.waiters = this.waiters.filter((w) => (mail.to.includes(w.to) ? (w.resolve(mail), false) : true));
        callback();
      });
    },
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  /** The next mail to `to` (one already received and not yet taken counts). */
  next(to: string): Promise<ReceivedMail> {
    const address = to.toLowerCase();
    const index = this.mails.findIndex((m) => m.to.includes(address));
    if (index >= 0) return Promise.resolve(this.mails.splice(index, 1)[0]);
    return new Promise((resolve) =>
      this.waiters.push({
        to: address,
        resolve: (m) => {
          this.mails.splice(this.mails.indexOf(m), 1);
          resolve(m);
        },
      }),
    );
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

export function codeFrom(mail: ReceivedMail): string {
  const match = /sign-in code is (\d{6})/.exec(mail.raw);
  if (!match) throw new Error(`no code in mail:\n${mail.raw}`);
  return match[1];
}
