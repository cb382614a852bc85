// What other features and the shell use of shares.
export { openShareDialog } from './open-share-dialog.ts';
export { ShareDialog } from './share-dialog.tsx';
export { SharesCard } from './shares-card.tsx';
