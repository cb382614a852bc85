import fs from 'node:fs';
import path from 'node:path';
import { codeIn, parseMail } from '../apps/server/test/mail-capture.ts';
import { journeyWorld } from './world.ts';

/** The messages the capturing SMTP server (global setup) filed for one address, oldest first. */
function filesOf(address: string): string[] {
  const folder = path.join(journeyWorld().mailDir, address.toLowerCase());
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => path.join(folder, name));
}

/** How many mails an address has received so far: take it before the action that sends one. */
export const mailCountOf = (address: string) => filesOf(address).length;

/** Waits for the mail after the first `seen`, and returns the verification code in it. */
export async function nextCodeFor(address: string, seen: number, timeoutMs = 10_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const file = filesOf(address)[seen];
    if (file) return codeIn(parseMail(fs.readFileSync(file, 'utf8')));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
}

/** The last message an address received, parsed (subject, text, attachments). */
export function lastMailTo(address: string) {
  const file = filesOf(address).at(-1);
  if (!file) throw new Error(`no mail to ${address}`);
  return parseMail(fs.readFileSync(file, 'utf8'));
}
