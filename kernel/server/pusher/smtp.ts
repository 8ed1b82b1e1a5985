import type { Transporter } from 'nodemailer';
import { SMTP_CONNECTIONS, type SmtpConfig } from './channel-config.ts';
import type { RenderedMessage } from './templates.ts';

interface PooledTransport {
  version: string;
  transport: Transporter;
}

// one pooled transport per channel and config version: a batch reuses its connections
const transports = new Map<number, PooledTransport>();

async function transportFor(channelId: number, version: string, c: SmtpConfig): Promise<Transporter> {
  const had = transports.get(channelId);
  if (had?.version === version) return had.transport;
  had?.transport.close();
  // nodemailer loads with the first e-mail, not when the server starts
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport({
    pool: true,
    // one message at a time per connection: a drain's rate grows with them (tests/bench/pusher-drain.ts)
    maxConnections: c.maxConnections ?? SMTP_CONNECTIONS.default,
    maxMessages: 500,
    host: c.host,
    port: c.port,
    secure: c.secure === true,
    requireTLS: c.requireTls === true,
    auth: c.user ? { user: c.user, pass: c.password ?? '' } : undefined,
    tls: { rejectUnauthorized: c.allowInvalidCert !== true, minVersion: 'TLSv1.2' },
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  transports.set(channelId, { version, transport });
  return transport;
}

/** Sends one e-mail through the channel's pooled SMTP transport. */
export async function sendMail(
  channel: { channelId: number; version: number; config: Record<string, unknown> },
  to: string,
  m: RenderedMessage,
): Promise<void> {
  const c = channel.config as unknown as SmtpConfig;
  const t = await transportFor(channel.channelId, `${channel.version}:${JSON.stringify(c)}`, c);
  await t.sendMail({ from: c.from, to, subject: m.subject, text: m.text, html: m.html });
}

/** Closes every pooled transport (server shutdown). */
export function closeTransports(): void {
  for (const t of transports.values()) t.transport.close();
  transports.clear();
}
