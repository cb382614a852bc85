import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseMail } from '../../../test/mail-capture.ts';
import { createMailer } from './create-mailer.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venus-mail-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('mail without SMTP_URL', () => {
  it('writes each message whole as an .eml file under DATA_DIR/mail and logs it', async () => {
    const logged: object[] = [];
    const mailer = createMailer({ smtpUrl: undefined, dataDir }, { info: (details) => logged.push(details) });
    await mailer.send({ to: 'sunyue@venus-demo.cn', subject: '【Venus】验证码', text: '验证码为：123456' });
    await mailer.close();
    const files = fs.readdirSync(path.join(dataDir, 'mail'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const mail = parseMail(fs.readFileSync(path.join(dataDir, 'mail', files[0]!), 'utf8'));
    expect(mail.subject).toBe('【Venus】验证码');
    expect(mail.text).toContain('123456');
    expect(mail.headers.to).toBe('sunyue@venus-demo.cn');
    expect(logged).toEqual([expect.objectContaining({ to: 'sunyue@venus-demo.cn' })]);
  });

  it('writes the attachments of a message into its .eml file, whole', async () => {
    const dir = path.join(dataDir, 'with-attachment');
    const mailer = createMailer({ smtpUrl: undefined, dataDir: dir }, { info: () => {} });
    const content = Buffer.from('%PDF-1.7 账单 bytes \u0000\u00ff', 'utf8');
    await mailer.send({
      to: 'chenjing@xinghe.example.cn',
      subject: '账单 2026BJ-B00042',
      text: '附件为账单。',
      attachments: [{ filename: '账单-2026BJ-B00042.pdf', content, contentType: 'application/pdf' }],
    });
    await mailer.close();
    const [file] = fs.readdirSync(path.join(dir, 'mail'));
    const mail = parseMail(fs.readFileSync(path.join(dir, 'mail', file!), 'utf8'));
    expect(mail.text).toContain('附件为账单。');
    expect(mail.attachments).toEqual([
      { filename: '账单-2026BJ-B00042.pdf', contentType: 'application/pdf', content },
    ]);
  });
});
