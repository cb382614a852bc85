import nodemailer, { type Transporter } from 'nodemailer';
import { MAIL_FROM, type Mailer, type MailMessage } from './mailer.ts';

/** Mail over the firm's SMTP server (`SMTP_URL`, e.g. `smtp://user:pass@mail.firm.cn:587`). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(smtpUrl: string) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: MAIL_FROM, ...message });
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
