import { createDialogStore } from '../../components/dialog-store.ts';
import type { Share } from './shares-api.ts';

/** What is shared: a page with its query, and the title proposed for it. */
export interface ShareTarget {
  path: string;
  query: Record<string, string>;
  title: string;
}

export type ShareDialogRequest = { mode: 'add'; target: ShareTarget } | { mode: 'edit'; share: Share };

export const shareDialog = createDialogStore<ShareDialogRequest>();

/** The global opener (spec §2 "Global dialogs"): share a page with colleagues. */
export const openShareDialog = (target: ShareTarget) => shareDialog.open({ mode: 'add', target });
