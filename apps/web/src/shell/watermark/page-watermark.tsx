import type { CurrentUser } from '@venus/shared';
import { Watermark } from 'antd';
import type { ReactNode } from 'react';
import { useConfigValue } from '../../app/api/use-config-value.ts';
import { displayNameOf } from '../../app/session/user-display.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { watermarkLines, watermarkStyle } from './watermark-style.ts';

/**
 * The page area carries the signed-in person's name and number, so a screenshot or photo of
 * client data shows who took it. Colour and size are the firm's (config SystemWatermarkColor,
 * SystemWatermarkSize).
 */
export function PageWatermark({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const { language } = useLanguage();
  const style = watermarkStyle(useConfigValue('SystemWatermarkColor'), useConfigValue('SystemWatermarkSize'));
  return (
    <Watermark
      className="venus-watermark"
      content={watermarkLines(displayNameOf(user, language), user.userno)}
      font={{ color: style.color, fontSize: style.fontSize }}
      gap={style.gap}
      zIndex={9}
    >
      {children}
    </Watermark>
  );
}
