import { LANGUAGES, type Language } from '@venus/shared';
import { Dropdown } from 'antd';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface LanguageMenuProps {
  language: Language;
  onPick: (language: Language) => void;
  /** Open at once: the person clicked the switch before this code had arrived. */
  initiallyOpen: boolean;
  children: ReactElement;
}

/** The switch's menu of languages (antd Dropdown and Menu), loaded by language-switch.tsx. */
export default function LanguageMenu({ language, onPick, initiallyOpen, children }: LanguageMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(initiallyOpen);
  const items = LANGUAGES.map((option) => ({ key: option, label: t(`language.${option}`) }));
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
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
