/** Spec §5: copying empty content is an error, not a silent no-op. */
export class NothingToCopyError extends Error {
  readonly messageKey = 'blocks.copyText.empty';
  constructor() {
    super('Nothing to copy');
    this.name = 'NothingToCopyError';
  }
}

export interface ClipboardWriters {
  /** The async Clipboard API; absent outside secure contexts (an office server on plain http). */
  writeText?: (text: string) => Promise<void>;
  /** The old selection-and-copy command, which still works there; false when refused. */
  copyBySelection: (text: string) => boolean;
}

/**
 * Puts the text on the clipboard: the Clipboard API first, the selection command when the API
 * is missing or refuses. Throws NothingToCopyError for empty text and an Error when both fail.
 */
export async function copyToClipboard(
  text: string | null | undefined,
  writers: ClipboardWriters,
): Promise<void> {
  if (text === null || text === undefined || text.trim() === '') throw new NothingToCopyError();
  if (writers.writeText) {
    try {
      await writers.writeText(text);
      return;
    } catch {
      // Refused (no permission, document not focused): the selection command may still work.
    }
  }
  if (!writers.copyBySelection(text)) throw new Error('The browser refused to copy');
}

/** The browser's clipboard writers. */
export function browserClipboard(): ClipboardWriters {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  return {
    ...(clipboard?.writeText ? { writeText: (text: string) => clipboard.writeText(text) } : {}),
    copyBySelection: (text) => {
      const area = document.createElement('textarea');
      area.value = text;
      area.setAttribute('readonly', '');
      area.style.position = 'fixed';
      area.style.opacity = '0';
      document.body.appendChild(area);
      area.select();
      try {
        return document.execCommand('copy');
      } finally {
        area.remove();
      }
    },
  };
}
