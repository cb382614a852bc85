import { extensionOf } from './file-selection.rules.ts';

/**
 * What the magic bytes of a file with this extension may be detected as (the `ext` the
 * file-type package answers). Office 2007+ files are zip archives, older ones and Outlook .msg
 * are compound files (cfb).
 */
const SIGNATURES: Record<string, readonly string[]> = {
  pdf: ['pdf'],
  png: ['png'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  gif: ['gif'],
  webp: ['webp'],
  docx: ['docx', 'zip'],
  xlsx: ['xlsx', 'zip'],
  pptx: ['pptx', 'zip'],
  doc: ['cfb', 'doc'],
  xls: ['cfb', 'xls'],
  ppt: ['cfb', 'ppt'],
  msg: ['cfb', 'msg'],
  mp3: ['mp3'],
  mp4: ['mp4', 'm4v', 'mov'],
};

/**
 * Whether the content agrees with the name: a type with a known signature must carry it; any
 * other type must not be detected as something else (a "contract.txt" that is really an .exe).
 */
export function contentMatchesName(name: string, detected: string | undefined): boolean {
  const ext = extensionOf(name);
  const expected = SIGNATURES[ext];
  if (expected) return detected !== undefined && expected.includes(detected);
  return detected === undefined || detected === ext;
}
