import path from 'node:path';
import type { AppConfig } from '../config.ts';
import { FileMailer, type MailLog } from './file-mailer.ts';
import type { Mailer } from './mailer.ts';
import { SmtpMailer } from './smtp-mailer.ts';

export function createMailer(config: Pick<AppConfig, 'smtpUrl' | 'dataDir'>, log: MailLog): Mailer {
  return config.smtpUrl
    ? new SmtpMailer(config.smtpUrl)
    : new FileMailer(path.join(config.dataDir, 'mail'), log);
}
