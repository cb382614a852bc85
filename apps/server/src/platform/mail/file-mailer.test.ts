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
});
