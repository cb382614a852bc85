import { useInterfaceTimeouts } from '../app/api/use-interface-timeouts.ts';
import { useBrowserTabLogo } from './branding/use-branding.ts';
import { useVersionCheck } from './version-check/use-version-check.tsx';

/** What runs in the background while someone is signed in: per-path timeouts, version check, tab icon. */
export function ShellServices() {
  useInterfaceTimeouts();
  useVersionCheck();
  useBrowserTabLogo();
  return null;
}
