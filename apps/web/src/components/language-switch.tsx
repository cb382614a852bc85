import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { Button, type ButtonProps, theme } from 'antd';
import { lazy, type ReactElement, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/use-language.ts';

// The menu (antd's Dropdown and Menu, about 12 KB gzipped) is not on the sign-in page's first
// load: it is fetched when the pointer or the keyboard reaches the switch, and opens at once if
// the switch was clicked before it arrived. Should it fail to arrive, the switch stays a plain
// button rather than taking the page down with it.
const LanguageMenu = lazy(() =>
  import('./language-menu.tsx').catch((error: unknown) => {
    console.error('[venus] the language menu failed to load', error);
    return { default: ({ children }: { children: ReactElement }) => children };
  }),
);

/** Switches between cn and en; the choice is remembered under `lang`. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  // antd sizes the caret of a dropdown's button (fontSizeIcon) with styles it only adds once a
  // Dropdown renders; set here, the button looks the same before and after the menu arrives.
  const { token } = theme.useToken();
  const [menu, setMenu] = useState<{ open: boolean } | null>(null);
  // The button is rendered again inside the menu once it has loaded: it keeps the focus it had.
  const [focused, setFocused] = useState(false);

  const button = (props: ButtonProps) => (
    <Button
      type="text"
      className={className}
      icon={<GlobalOutlined />}
      aria-label={t('language.switch')}
      {...props}
    >
      {t(`language.${language}`)}
      <DownOutlined className="venus-language-switch__caret" style={{ fontSize: token.fontSizeIcon }} />
    </Button>
  );
  const waiting = button({
    onPointerEnter: () => setMenu((current) => current ?? { open: false }),
    onFocus: () => {
      setFocused(true);
      setMenu((current) => current ?? { open: false });
    },
    onBlur: () => setFocused(false),
    // On the press, not only the click: should the menu arrive between press and release, the
    // click lands on the new button's parent and would be lost.
    onPointerDown: () => setMenu({ open: true }),
    onClick: () => setMenu({ open: true }),
  });
  if (!menu) return waiting;
  return (
    <Suspense fallback={waiting}>
      <LanguageMenu language={language} onPick={setLanguage} initiallyOpen={menu.open}>
        {button({ autoFocus: focused })}
      </LanguageMenu>
    </Suspense>
  );
}
