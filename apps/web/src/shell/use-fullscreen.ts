import { useCallback, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}

const isFullscreenNow = () => document.fullscreenElement !== null;

/**
 * The whole app in full screen (the user menu's toggle). `toggle` resolves false when the
 * browser cannot do it (an in-app browser, an iframe without permission), so the caller warns.
 */
export function useFullscreen(): { isFullscreen: boolean; toggle: () => Promise<boolean> } {
  const isFullscreen = useSyncExternalStore(subscribe, isFullscreenNow, () => false);
  const toggle = useCallback(async () => {
    if (!document.fullscreenEnabled) return false;
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await document.documentElement.requestFullscreen();
      return true;
    } catch {
      return false;
    }
  }, []);
  return { isFullscreen, toggle };
}
