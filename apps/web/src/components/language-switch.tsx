import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { LANGUAGES, type Language } from '@venus/shared';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/use-language.ts';

/** Switches between cn and en; the choice is remembered under `lang`. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const items = LANGUAGES.map((option) => ({ key: option, label: t(`language.${option}`) }));
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        selectable: true,
        selectedKeys: [language],
        onClick: ({ key }) => setLanguage(key as Language),
      }}
    >
      <Button type="text" className={className} icon={<GlobalOutlined />} aria-label={t('language.switch')}>
        {t(`language.${language}`)}
        <DownOutlined className="venus-language-switch__caret" />
      </Button>
    </Dropdown>
  );
}
