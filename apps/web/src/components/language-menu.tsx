import { LANGUAGES, type Language } from '@venus/shared';
import { Dropdown } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

export interface LanguageMenuProps {
  language: Language;
  onPick: (language: Language) => void;
  /** Held by the switch: it may open the menu for a click that reached it before this code did. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactElement;
}

/** The switch's menu of languages (antd Dropdown and Menu), loaded by language-switch.tsx. */
export default function LanguageMenu({ language, onPick, open, onOpenChange, children }: LanguageMenuProps) {
  const { t } = useTranslation();
  const items = LANGUAGES.map((option) => ({ key: option, label: t(`language.${option}`) }));
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={onOpenChange}
      menu={{
        items,
        selectable: true,
        selectedKeys: [language],
        onClick: ({ key }) => onPick(key as Language),
      }}
    >
      {children}
    </Dropdown>
  );
}
