/** A file sent with a message (a bill's PDF). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/**
 * One message; plain text, so it reads the same in every mail client. `to` is one address or
 * several separated by commas (one message to all, each seeing the others).
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

/**
 * Sends mail (DESIGN.md "mail"): over SMTP when `SMTP_URL` is set, otherwise into files under
 * `DATA_DIR/mail`, so a machine without a mail server still shows what would have been sent.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** The sender every message shows; replies are not read. */
export const MAIL_FROM = 'Venus <no-reply@venus.local>';
