import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A received e-mail: envelope recipients, subject, text and HTML. */
export interface SunkMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** A local SMTP server that keeps every e-mail it is given (no TLS, any or no sign-in). */
export async function smtpSink(opts: { parse?: boolean } = {}) {
  const mails: SunkMail[] = [];
  let count = 0;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (_a, _s, cb) => cb(null, { user: 'test' }),
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        count++;
        if (opts.parse !== false) {
          const m = await simpleParser(Buffer.concat(chunks));
          mails.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: m.subject ?? '',
            text: m.text ?? '',
            html: typeof m.html === 'string' ? m.html : '',
          });
        }
        cb();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    mails,
    received: () => count,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** A TCP server that accepts connections and never answers: an SMTP server that hangs. */
export async function silentServer() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}

/** A received webhook call. */
export interface HookCall {
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A local HTTP receiver for webhooks; `status` is what it answers (change it to make deliveries fail). */
export async function hookSink() {
  const calls: HookCall[] = [];
  const state = { status: 200, answer: '{"errcode":0}' };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      calls.push({ url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(state.status, { 'content-type': 'application/json' }).end(state.answer);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.address() as AddressInfo).port;
  return { url: `http://127.0.0.1:${port}/hook`, calls, state, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** Waits until `check` holds (polling), or fails after `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms = 15_000, what = 'condition'): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}
