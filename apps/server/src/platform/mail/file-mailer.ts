import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { MAIL_FROM, type Mailer, type MailMessage } from './mailer.ts';

export interface MailLog {
  info(details: object, message: string): void;
}

/**
 * Without `SMTP_URL`, each message is written as a complete .eml file (openable in any mail
 * client) and logged. Written to a temporary name and renamed, so a reader never sees half a file.
 */
export class FileMailer implements Mailer {
  // nodemailer's stream transport builds the same MIME message SMTP would carry.
  private readonly transport: Transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
  });

  constructor(
    private readonly dir: string,
    private readonly log: MailLog,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const built = (await this.transport.sendMail({ from: MAIL_FROM, ...message })) as { message: Buffer };
    await fs.mkdir(this.dir, { recursive: true });
    const name = `${new Date().toISOString().replaceAll(':', '-')}-${randomUUID().slice(0, 8)}.eml`;
    const file = path.join(this.dir, name);
    const temp = `${file}.tmp`;
    await fs.writeFile(temp, built.message);
    await fs.rename(temp, file);
    const attachments = message.attachments?.map((attachment) => attachment.filename) ?? [];
    this.log.info(
      { to: message.to, subject: message.subject, file, attachments },
      'mail written to a file (no SMTP_URL)',
    );
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
