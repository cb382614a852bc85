import type { ShortcutTarget } from '@venus/shared';
import { createDialogStore } from '../../components/dialog-store.ts';
import type { Shortcut } from './shortcuts-api.ts';

/** Add a shortcut for a page and its search form, or edit a saved one. */
export type ShortcutDialogRequest =
  | { mode: 'add'; target: ShortcutTarget }
  | { mode: 'edit'; shortcut: Shortcut };

export const shortcutDialog = createDialogStore<ShortcutDialogRequest>();

/**
 * The global opener (spec §2 "Global dialogs"): a list page calls it with its path, its
 * component name as `type` and the values of its search form.
 */
export const openShortcutDialog = (target: ShortcutTarget) => shortcutDialog.open({ mode: 'add', target });
