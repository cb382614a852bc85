import { describe, expect, it } from 'vitest';
import { contentMatchesName } from './file-content.rules.ts';
import { previewModeOf, retTypeOf } from './file-preview.rules.ts';
import {
  chunkRanges,
  displayedProgress,
  formatSpeed,
  parseContentRange,
  parseRangeRequest,
} from './file-transfer.rules.ts';

describe('transfer rules (spec §9 Files)', () => {
  it('shows progress above 95 as one less until the end', () => {
    expect(displayedProgress(50.7, false)).toBe(50);
    expect(displayedProgress(95, false)).toBe(95);
    expect(displayedProgress(96, false)).toBe(95);
    expect(displayedProgress(100, false)).toBe(99);
    expect(displayedProgress(100, true)).toBe(100);
  });

  it('shows speed in KB/s, or MB/s above 1024 KB/s', () => {
    expect(formatSpeed(512 * 1024)).toBe('512.00 KB/s');
    expect(formatSpeed(1024 * 1024)).toBe('1024.00 KB/s');
    expect(formatSpeed(3 * 1024 * 1024)).toBe('3.00 MB/s');
  });

  it('splits a file into chunks with inclusive ends', () => {
    expect(chunkRanges(25, 10)).toEqual([
      { start: 0, end: 9 },
      { start: 10, end: 19 },
      { start: 20, end: 24 },
    ]);
  });

  it('parses Content-Range and refuses inconsistent ones', () => {
    expect(parseContentRange('bytes 10-19/25')).toEqual({ start: 10, end: 19, total: 25 });
    expect(parseContentRange('bytes 20-25/25')).toBeNull();
    expect(parseContentRange('bytes 9-3/25')).toBeNull();
    expect(parseContentRange(undefined)).toBeNull();
  });

  it('answers a Range request slice, a suffix, or unsatisfiable', () => {
    expect(parseRangeRequest('bytes=2-5', 10)).toEqual({ start: 2, end: 5 });
    expect(parseRangeRequest('bytes=7-', 10)).toEqual({ start: 7, end: 9 });
    expect(parseRangeRequest('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
    expect(parseRangeRequest('bytes=10-', 10)).toBe('unsatisfiable');
    expect(parseRangeRequest(undefined, 10)).toBeNull();
  });

  it('matches magic bytes against extensions', () => {
    expect(contentMatchesName('a.docx', 'zip')).toBe(true);
    expect(contentMatchesName('a.doc', 'cfb')).toBe(true);
    expect(contentMatchesName('a.pdf', 'png')).toBe(false);
    expect(contentMatchesName('a.pdf', undefined)).toBe(false);
    expect(contentMatchesName('a.txt', undefined)).toBe(true);
    expect(contentMatchesName('a.txt', 'exe')).toBe(false);
  });

  it('decides preview by extension', () => {
    expect(previewModeOf('a.PDF')).toBe('native');
    expect(previewModeOf('a.docx')).toBe('office');
    expect(previewModeOf('a.zip')).toBe('download');
    expect(previewModeOf('a.zip', ['zip'])).toBe('native');
    expect(retTypeOf('a.docx', false)).toBe('vueOfficePreviewFile');
    expect(retTypeOf('a.docx', true)).toBe('pdfPreviewFile');
    expect(retTypeOf('a.ppt', false)).toBe('download');
    expect(retTypeOf('a.txt', false)).toBe('htmlPreviewFile');
    expect(retTypeOf('a.png', false)).toBeNull();
  });
});
