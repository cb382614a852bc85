import { ConfigProvider, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMaskClosable } from '../../app/settings/use-user-settings.ts';
import { submitting } from '../form/validation-failure.ts';

/** Spec §9 Shell: the dialog's close animation lasts 300 ms. */
export const DIALOG_CLOSE_MS = 300;
const dialogMotion = { components: { Modal: { motionDurationSlow: `${DIALOG_CLOSE_MS / 1000}s` } } };

export interface VenusDialogProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  onConfirm?: () => unknown;
  onCancel: () => void;
  /** Runs once the close animation has finished, e.g. to clear the dialog's state. */
  afterClose?: () => void;
  confirmText?: ReactNode;
  confirmLoading?: boolean;
  confirmDisabled?: boolean;
  /** Replaces Confirm / Cancel, e.g. a single Close for a report. */
  footer?: ReactNode;
  /** Whether this dialog lets a mask click close it (the person's setting must allow it too). */
  maskClosable?: boolean;
  width?: number | string;
  danger?: boolean;
  /** False for a dialog that must run to its end (a download in progress): no close button. */
  closable?: boolean;
}

/**
 * Spec §2 Dialog: header, body and a footer with Confirm / Cancel. A click on the mask closes it
 * only when the person turned clickMaskClosePopup on and the dialog allows it, so a half-filled
 * form is never lost to a stray click by default.
 */
export function VenusDialog({
  open,
  title,
  children,
  onConfirm,
  onCancel,
  afterClose,
  confirmText,
  confirmLoading,
  confirmDisabled,
  footer,
  maskClosable = true,
  width,
  danger,
  closable = true,
}: VenusDialogProps) {
  const { t } = useTranslation();
  const closeOnMask = useMaskClosable(maskClosable);
  return (
    <ConfigProvider theme={dialogMotion}>
      <Modal
        open={open}
        title={title}
        // A confirm that stops at the form's own field messages is not a page error.
        onOk={onConfirm ? () => void submitting(onConfirm) : undefined}
        onCancel={onCancel}
        {...(afterClose ? { afterClose } : {})}
        okText={confirmText ?? t('common.confirm')}
        cancelText={t('common.cancel')}
        confirmLoading={confirmLoading}
        okButtonProps={{ disabled: confirmDisabled, danger }}
        {...(footer === undefined ? {} : { footer })}
        mask={{ closable: closeOnMask }}
        width={width}
        closable={closable}
        keyboard={closable}
        destroyOnHidden
      >
        {children}
      </Modal>
    </ConfigProvider>
  );
}
