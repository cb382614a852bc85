import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/** A captured message, decoded enough for a test to read it as a person would. */
export interface CapturedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  /** Files sent with the message (multipart/mixed), decoded. */
  attachments: CapturedAttachment[];
  raw: string;
}

export interface CapturedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
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

function splitHead(raw: string): { headers: Record<string, string>; body: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = (split < 0 ? raw : raw.slice(0, split)).replace(/\r?\n[ \t]+/g, ' ');
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(headers: Record<string, string>, body: string): Buffer {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') return Buffer.from(decodeQuotedPrintable(body), 'utf8');
  return Buffer.from(body, 'utf8');
}

/** An attachment's file name: RFC 2231 (`filename*0*=utf-8''…`, as nodemailer writes), or plain. */
function attachmentName(disposition: string, contentType: string): string {
  const pieces = [...disposition.matchAll(/filename\*(\d*)(\*?)=("?)([^";\r\n]*)\3/gi)];
  if (pieces.length > 0) {
    const encoded = pieces.some((piece) => piece[2] === '*' || piece[1] === '');
    const joined = pieces.map((piece) => piece[4]).join('');
    return encoded ? decodeURIComponent(joined.replace(/^[^']*'[^']*'/, '')) : joined;
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition) ?? /name="?([^";]+)"?/i.exec(contentType);
  return decodeWords(plain?.[1] ?? '');
}

/** The parts of a multipart body, each with its own headers. */
function mimeParts(contentType: string, body: string): { headers: Record<string, string>; body: string }[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) return [];
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith('--'))
    .map((part) => splitHead(part.replace(/^\r?\n/, '').replace(/\r?\n$/, '')));
}

/**
 * A message as nodemailer writes it: folded headers, then a transfer-encoded body, or (with
 * attachments) a multipart/mixed body whose text/plain part is the text.
 */
export function parseMail(raw: string): Omit<CapturedMail, 'to'> & { headers: Record<string, string> } {
  const { headers, body } = splitHead(raw);
  const contentType = headers['content-type'] ?? 'text/plain';
  let text: string;
  const attachments: CapturedAttachment[] = [];
  if (/^multipart\//i.test(contentType)) {
    const parts = mimeParts(contentType, body);
    const textPart = parts.find((part) => /^text\/plain/i.test(part.headers['content-type'] ?? ''));
    text = textPart ? decodeBody(textPart.headers, textPart.body).toString('utf8') : '';
    for (const part of parts) {
      const disposition = part.headers['content-disposition'] ?? '';
      if (!/^attachment/i.test(disposition)) continue;
      attachments.push({
        filename: attachmentName(disposition, part.headers['content-type'] ?? ''),
        contentType: (part.headers['content-type'] ?? '').split(';')[0]!.trim(),
        content: decodeBody(part.headers, part.body),
      });
    }
  } else {
    text = decodeBody(headers, body).toString('utf8');
  }
  return {
    headers,
    from: decodeWords(headers.from ?? ''),
    subject: decodeWords(headers.subject ?? ''),
    text,
    attachments,
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
        const { from, subject, text, attachments } = parseMail(raw);
        const mail = { from, to, subject, text, attachments, raw };
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
