// An SMTP sink as its own process for end-to-end runs: SMTP on SMTP_PORT, and the mail it kept on
// HTTP_PORT (GET /mail?to=address → the newest message to that address, 404 until one arrives).
import { createServer } from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { SMTPServer } = require('smtp-server');

const smtpPort = Number(process.env.SMTP_PORT ?? 2525);
const httpPort = Number(process.env.HTTP_PORT ?? 2580);
const mails = [];

new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, done) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => {
      mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw: Buffer.concat(chunks).toString('utf8') });
      done();
    });
  },
}).listen(smtpPort, '127.0.0.1');

createServer((req, res) => {
  const url = new URL(req.url, 'http://x');
  if (url.pathname === '/health') return res.end('ok');
  const to = (url.searchParams.get('to') ?? '').toLowerCase();
  const mail = [...mails].reverse().find((m) => m.to.includes(to));
  res.writeHead(mail ? 200 : 404, { 'content-type': 'application/json' });
  res.end(JSON.stringify(mail ?? { message: 'no mail yet' }));
}).listen(httpPort, '127.0.0.1');
