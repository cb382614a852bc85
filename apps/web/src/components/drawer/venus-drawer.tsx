import { Drawer } from 'antd';
import type { ReactNode } from 'react';
import { useMaskClosable } from '../../app/settings/use-user-settings.ts';
import { useIsMobile } from '../../app/use-device.ts';
import { type DrawerWidth, drawerSize } from './drawer-widths.ts';

export interface VenusDrawerProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Percent of the window (spec §9: 40, 70, 80 or 100). */
  width: DrawerWidth;
  footer?: ReactNode;
  children: ReactNode;
  /** Whether a click on the mask may close it; the person's clickMaskClosePopup must be on too. */
  maskClosable?: boolean;
}

/** A side drawer of one of the spec's widths; full screen on a phone. */
export function VenusDrawer({
  open,
  onClose,
  title,
  width,
  footer,
  children,
  maskClosable = true,
}: VenusDrawerProps) {
  const isMobile = useIsMobile();
  const closeOnMask = useMaskClosable(maskClosable);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={title}
      size={drawerSize(width, isMobile)}
      footer={footer}
      mask={{ closable: closeOnMask }}
      destroyOnHidden
    >
      {children}
    </Drawer>
  );
}
