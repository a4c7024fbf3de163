import { afterAll, beforeAll } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface SmtpSink {
  /** Every message received, once per recipient, with its raw text. */
  received: { to: string; raw: string }[];
  /** While set, recipients are refused with 451, as a full or unreachable relay would. */
  refusing: boolean;
  /** The platform's SMTP option, set once the server listens (before the platform starts). */
  options: { smtpUrl?: string };
}

/**
 * A real SMTP server for one test file, on a free port of this machine: started before the file's
 * platform (register it first) and stopped after. No STARTTLS or AUTH, as a local relay.
 */
export function useSmtpSink(): SmtpSink {
  const sink: SmtpSink = { received: [], refusing: false, options: {} };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (sink.refusing)
        return callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }));
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        for (const to of session.envelope.rcptTo) sink.received.push({ to: to.address, raw });
        callback();
      });
    },
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    sink.options.smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return sink;
}

/** A mail as its reader sees it: quoted-printable soft breaks joined and =XX bytes read as UTF-8. */
export function mailText(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '').replace(/\r\n/g, '\n');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined[i] === '=' ? /^[0-9A-F]{2}/.exec(joined.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}
