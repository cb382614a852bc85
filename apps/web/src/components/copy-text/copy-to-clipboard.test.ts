import { describe, expect, it } from 'vitest';
import { copyToClipboard, NothingToCopyError } from './copy-to-clipboard.ts';

function recorder(options: { apiFails?: boolean; hasApi?: boolean; selectionWorks?: boolean } = {}) {
  const copied: string[] = [];
  return {
    copied,
    writers: {
      ...(options.hasApi === false
        ? {}
        : {
            writeText: async (text: string) => {
              if (options.apiFails) throw new Error('denied');
              copied.push(`api:${text}`);
            },
          }),
      copyBySelection: (text: string) => {
        if (options.selectionWorks === false) return false;
        copied.push(`selection:${text}`);
        return true;
      },
    },
  };
}

describe('copy to clipboard', () => {
  it('refuses empty content as an error', async () => {
    const { writers, copied } = recorder();
    await expect(copyToClipboard('', writers)).rejects.toBeInstanceOf(NothingToCopyError);
    await expect(copyToClipboard('  ', writers)).rejects.toBeInstanceOf(NothingToCopyError);
    await expect(copyToClipboard(null, writers)).rejects.toBeInstanceOf(NothingToCopyError);
    expect(copied).toEqual([]);
  });

  it('copies through the Clipboard API when the browser has it', async () => {
    const { writers, copied } = recorder();
    await copyToClipboard('192.168.1.20', writers);
    expect(copied).toEqual(['api:192.168.1.20']);
  });

  it('falls back to the selection command on plain http or a refusal', async () => {
    const missing = recorder({ hasApi: false });
    await copyToClipboard('V0007', missing.writers);
    expect(missing.copied).toEqual(['selection:V0007']);
    const refused = recorder({ apiFails: true });
    await copyToClipboard('V0007', refused.writers);
    expect(refused.copied).toEqual(['selection:V0007']);
  });

  it('fails when the browser refuses both ways', async () => {
    const { writers } = recorder({ hasApi: false, selectionWorks: false });
    await expect(copyToClipboard('V0007', writers)).rejects.toThrow('refused');
  });
});
