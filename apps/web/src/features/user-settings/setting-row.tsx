import type { ReactNode } from 'react';

/** One option of the settings page: what it is and what it does on the left, its control on the right. */
export function SettingRow({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <div className="venus-setting-row">
      <div className="venus-setting-row__text">
        <div className="venus-setting-row__title">{title}</div>
        {hint ? <div className="venus-setting-row__hint">{hint}</div> : null}
      </div>
      <div className="venus-setting-row__control">{children}</div>
    </div>
  );
}
