import { describe, expect, it } from 'vitest';
import { DEFAULT_FILE_LIMITS, fileLimitsOf, parseFileChunk } from './file-limits.rules.ts';
import {
  isBatchTooLarge,
  isSafeFileName,
  refusalOfEdit,
  refusalOfSelection,
  submitCheckOf,
  tipTypesOf,
} from './file-selection.rules.ts';

const limits = DEFAULT_FILE_LIMITS;

describe('file selection (spec §5)', () => {
  it('refuses a name over the byte limit, counting UTF-8 bytes', () => {
    expect(refusalOfSelection({ name: `${'合'.repeat(83)}ab.pdf`, size: 1 }, limits)).toBeNull(); // 255 bytes
    expect(refusalOfSelection({ name: `${'合'.repeat(83)}abc.pdf`, size: 1 }, limits)?.key).toBe(
      'files.tip.filaNameTooLong',
    );
  });

  it('requires a dot, a size above 0 and below the limit', () => {
    expect(refusalOfSelection({ name: 'folder', size: 1 }, limits)?.key).toBe('files.tip.directoryTip');
    expect(refusalOfSelection({ name: 'a.pdf', size: 0 }, limits)?.key).toBe('files.tip.fileErrorTip');
    const small = fileLimitsOf({ 'file-size-limit': '1' });
    expect(refusalOfSelection({ name: 'a.pdf', size: 1024 * 1024 }, small)).toMatchObject({
      key: 'files.tip.fileSizeTip',
      params: { limit: 1 },
    });
    expect(refusalOfSelection({ name: 'a.pdf', size: 1024 * 1024 - 1 }, small)).toBeNull();
  });

  it('flags types outside the allow-list (1) and twins (2); removing a twin clears the other', () => {
    expect(tipTypesOf(['a.pdf', 'b.exe', 'a.pdf'], limits)).toEqual([2, 1, 2]);
    expect(tipTypesOf(['a.pdf', 'b.exe'], limits)).toEqual([0, 1]);
    expect(tipTypesOf(['x.exe', 'x.exe'], limits)).toEqual([1, 1]);
  });

  it('needs a batch strictly below the count limit', () => {
    expect(isBatchTooLarge(99, limits)).toBe(false);
    expect(isBatchTooLarge(100, limits)).toBe(true);
  });

  it('asks the right confirm before submitting, and refuses when nothing valid is left', () => {
    expect(submitCheckOf([], true).refusal).toBe('files.tip.noFileSelectTip');
    expect(submitCheckOf([1, 1], true).refusal).toBe('files.tip.hasTipType0');
    expect(submitCheckOf([0, 1], true).confirm).toBe('files.tip.hasTipType1');
    expect(submitCheckOf([2, 2], true).confirm).toBe('files.tip.hasTipType2');
    expect(submitCheckOf([1, 2, 2], true).confirm).toBe('files.tip.hasTipType12');
    expect(submitCheckOf([0], true)).toEqual({ refusal: null, confirm: null });
    expect(submitCheckOf([], false).refusal).toBeNull();
  });

  it('refuses path tricks in names', () => {
    for (const name of ['../a.pdf', 'a/b.pdf', 'a\\b.pdf', 'a..pdf', 'a\u0000.pdf'])
      expect(isSafeFileName(name)).toBe(false);
    expect(isSafeFileName('委托合同 v2.pdf')).toBe(true);
  });

  it('requires a name for a stored file and a remark for a note', () => {
    expect(refusalOfEdit({ path: 'objects/a.pdf', name: ' ' })).toBe('files.tip.fileNameEmptyTip');
    expect(refusalOfEdit({ path: null, remark: '' })).toBe('files.tip.remarkEmptyTip');
    expect(refusalOfEdit({ path: null, remark: 'kept' })).toBeNull();
  });

  it('reads threshold-chunkSize, falling back to the default when malformed', () => {
    expect(parseFileChunk('5-1')).toEqual({ thresholdMb: 5, chunkSizeMb: 1 });
    expect(parseFileChunk('junk')).toEqual({ thresholdMb: 1000, chunkSizeMb: 10 });
    expect(parseFileChunk('0-1')).toEqual({ thresholdMb: 1000, chunkSizeMb: 10 });
  });
});
