import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { setPrivacyUnlocker } from '../../app/api/privacy-unlock.ts';

// The dialog's code (antd Modal, Form, Typography) is fetched the first time the server asks for
// the password, not with every page. Should it fail to arrive, the call is answered as cancelled.
interface DialogProps {
  open: boolean;
  onAnswer: (unlocked: boolean) => void;
}

const PrivacyDialog = lazy<ComponentType<DialogProps>>(() =>
  import('./privacy-dialog.tsx').catch((error: unknown) => {
    console.error('[venus] the privacy password dialog failed to load', error);
    return { default: CancelAtOnce };
  }),
);

function CancelAtOnce({ open, onAnswer }: DialogProps) {
  useEffect(() => {
    if (open) onAnswer(false);
  }, [open, onAnswer]);
  return null;
}

/**
 * Spec §8 code 10016 "open the password prompt" (global dialog "privacy verification code"):
 * mounted once; any call the server refuses with 10016 waits here, and is sent again after a
 * right password.
 */
export function PrivacyPrompt() {
  const [asked, setAsked] = useState(false);
  const [open, setOpen] = useState(false);
  const answer = useRef<((unlocked: boolean) => void) | null>(null);

  useEffect(() => {
    setPrivacyUnlocker(
      () =>
        new Promise<boolean>((resolve) => {
          answer.current = resolve;
          setAsked(true);
          setOpen(true);
        }),
    );
    return () => setPrivacyUnlocker(undefined);
  }, []);

  const finish = (unlocked: boolean) => {
    setOpen(false);
    answer.current?.(unlocked);
    answer.current = null;
  };

  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <PrivacyDialog open={open} onAnswer={finish} />
    </Suspense>
  );
}
