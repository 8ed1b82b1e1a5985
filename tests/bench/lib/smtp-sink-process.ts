import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { smtpSink } from '../../support/push-sinks.ts';

/**
 * The local SMTP sink in a process of its own, so that receiving the mails does not take the measured server's
 * event loop (a real mail server is elsewhere too). The child prints its port, then its count on each line it reads.
 */
export async function smtpSinkProcess(): Promise<{ port: number; received: () => Promise<number>; close: () => Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, '--child'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout! });
  const waiting: ((line: string) => void)[] = [];
  lines.on('line', (l) => waiting.shift()?.(l));
  const next = () => new Promise<string>((r) => waiting.push(r));
  const port = Number(await next());
  return {
    port,
    received: async () => {
      const answer = next();
      child.stdin!.write('count\n');
      return Number(await answer);
    },
    close: async () => {
      if (child.exitCode != null) return;
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await gone;
    },
  };
}

if (process.argv.includes('--child') && path.resolve(process.argv[1] ?? '') === import.meta.filename) {
  const sink = await smtpSink({ parse: false });
  process.stdout.write(`${sink.port}\n`);
  readline.createInterface({ input: process.stdin }).on('line', () => process.stdout.write(`${sink.received()}\n`));
}
