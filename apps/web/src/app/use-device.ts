import { useSyncExternalStore } from 'react';
import { type DeviceClass, deviceClassOf } from './device.ts';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

function snapshot(): DeviceClass {
  return deviceClassOf(window.innerWidth);
}

export function useDeviceClass(): DeviceClass {
  return useSyncExternalStore(subscribe, snapshot, () => 'normal');
}

export function useIsMobile(): boolean {
  return useDeviceClass() === 'mobile';
}
