import type { ReactNode } from 'react';
import { createDialogStore } from '../dialog-store.ts';
import type { DrawerWidth } from './drawer-widths.ts';
import { VenusDrawer } from './venus-drawer.tsx';

export interface DrawerRequest {
  title: ReactNode;
  width: DrawerWidth;
  content: ReactNode;
}

/**
 * Spec §2 Drawers: task codes (a case step, a bill, a leave request) open as drawers over the
 * page that asked. Any code calls `drawers.open(...)`; the one host in the shell renders it.
 */
export const drawers = createDialogStore<DrawerRequest>();

export function DrawerHost() {
  const request = drawers.useRequest();
  return (
    <VenusDrawer
      open={request !== null}
      onClose={drawers.close}
      title={request?.title}
      width={request?.width ?? 40}
    >
      {request?.content}
    </VenusDrawer>
  );
}
