// What other features and the shell use of shortcuts.
export { openShortcutDialog } from './open-shortcut-dialog.ts';
export { ShortcutDialog } from './shortcut-dialog.tsx';
export { ShortcutsCard } from './shortcuts-card.tsx';
