import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { Button, type ButtonProps, theme } from 'antd';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/use-language.ts';
import type { LanguageMenuProps } from './language-menu.tsx';

type LanguageMenu = ComponentType<LanguageMenuProps>;

// The menu (antd's Dropdown and Menu, about 12 KB gzipped) is not on the sign-in page's first
// load: it is fetched when the pointer or the keyboard reaches the switch, and opens at once if
// the switch was pressed before it arrived. Should it fail to arrive, the switch stays a plain
// button rather than taking the page down with it.
let arrivedMenu: LanguageMenu | null = null;
let arriving: Promise<LanguageMenu | null> | undefined;
function fetchLanguageMenu(): Promise<LanguageMenu | null> {
  arriving ??= import('./language-menu.tsx').then(
    (module) => {
      arrivedMenu = module.default;
      return arrivedMenu;
    },
    (error: unknown) => {
      console.error('[venus] the language menu failed to load', error);
      return null;
    },
  );
  return arriving;
}

/** Switches between cn and en; the choice is remembered under `lang`. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  // antd sizes the caret of a dropdown's button (fontSizeIcon) with styles it only adds once a
  // Dropdown renders; set here, the button looks the same before and after the menu arrives.
  const { token } = theme.useToken();
  const [Menu, setMenu] = useState<LanguageMenu | null>(() => arrivedMenu);
  const [open, setOpen] = useState(false);
  // The button is rendered again inside the menu once it has arrived: it keeps the focus it had.
  const [focused, setFocused] = useState(false);

  const button = (props: ButtonProps) => (
    <Button
      type="text"
      className={className}
      icon={<GlobalOutlined />}
      // The name starts with what the button shows (WCAG 2.5.3), then says what it does.
      aria-label={`${t(`language.${language}`)} · ${t('language.switch')}`}
      {...props}
    >
      {t(`language.${language}`)}
      <DownOutlined className="venus-language-switch__caret" style={{ fontSize: token.fontSizeIcon }} />
    </Button>
  );

  if (Menu) {
    return (
      <Menu language={language} onPick={setLanguage} open={open} onOpenChange={setOpen}>
        {button({ autoFocus: focused })}
      </Menu>
    );
  }
  // Until then the same button stays on the page: one replaced between a press and its release
  // gets no click at all. So the press already asks for the menu (it opens on arrival), and the
  // click (or Enter) does for a keyboard; a menu mounting open between a press and the mousedown
  // of that same press would take it for a click outside and close, but that cannot happen here,
  // as the menu only ever arrives in a task of its own.
  const fetchMenu = () => void fetchLanguageMenu().then((arrived) => arrived && setMenu(() => arrived));
  return button({
    onPointerEnter: fetchMenu,
    onFocus: () => {
      setFocused(true);
      fetchMenu();
    },
    onBlur: () => setFocused(false),
    onPointerDown: () => {
      setOpen(true);
      fetchMenu();
    },
    onClick: () => {
      setOpen(true);
      fetchMenu();
    },
  });
}
