import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/** A captured message, decoded enough for a test to read it as a person would. */
export interface CapturedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  raw: string;
}

export interface MailCapture {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  messages: CapturedMail[];
  /** Resolves with the next mail to `address` not yet handed out by this method. */
  nextMailTo(address: string, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}

function decodeWords(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([BbQq])\?([^?]*)\?=\s*/g,
    (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replaceAll('_', ' ')),
  );
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    // A literal % (a link's own %E5…) must stay itself, not be read as an encoded byte.
    .replace(/%/g, '%25')
    .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => `%${hex}`);
  try {
    return decodeURIComponent(bytes);
  } catch {
    return text;
  }
}

/** A single-part message as nodemailer writes it: folded headers, then a transfer-encoded body. */
export function parseMail(raw: string): Omit<CapturedMail, 'to'> & { headers: Record<string, string> } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  return {
    headers,
    from: decodeWords(headers.from ?? ''),
    subject: decodeWords(headers.subject ?? ''),
    text,
    raw,
  };
}

/** The six-digit verification code in a captured mail's text. */
export function codeIn(mail: Pick<CapturedMail, 'text'>): string {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match) throw new Error(`no verification code in: ${mail.text}`);
  return match[1]!;
}

/**
 * A real SMTP server on a random loopback port that keeps every message in memory (and, with
 * `dir`, writes each to `<dir>/<recipient>/<n>.eml`, for journeys that read mail from another
 * process). The app talks real SMTP to it through nodemailer.
 */
export async function startMailCapture(options: { dir?: string } = {}): Promise<MailCapture> {
  const messages: CapturedMail[] = [];
  const handedOut = new Set<CapturedMail>();
  const waiters = new Set<() => void>();
  let written = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        const { from, subject, text } = parseMail(raw);
        const mail = { from, to, subject, text, raw };
        messages.push(mail);
        if (options.dir) {
          written += 1;
          for (const address of to) {
            const folder = path.join(options.dir, address);
            fs.mkdirSync(folder, { recursive: true });
            const file = path.join(folder, `${String(written).padStart(6, '0')}.eml`);
            fs.writeFileSync(`${file}.tmp`, raw);
            fs.renameSync(`${file}.tmp`, file);
          }
        }
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('the mail capture has no port');

  return {
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    nextMailTo(recipient, timeoutMs = 10_000) {
      const wanted = recipient.toLowerCase();
      const take = () => {
        const mail = messages.find((m) => !handedOut.has(m) && m.to.includes(wanted));
        if (mail) handedOut.add(mail);
        return mail;
      };
      const ready = take();
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const wake = () => {
          const mail = take();
          if (!mail) return;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`no mail to ${recipient} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(wake);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
