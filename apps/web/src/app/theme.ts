import type { ThemeConfig } from 'antd';

/** A restrained deep blue on antd's default theme; the header carries the firm's navy. */
export const BRAND_NAVY = '#0f2443';
export const BRAND_BLUE = '#1f4b8f';
/** Secondary text that still reads at WCAG AA contrast on white and on the page's grey. */
export const SECONDARY_TEXT = 'rgba(0, 0, 0, 0.62)';

export const venusTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_BLUE,
    colorInfo: BRAND_BLUE,
    colorLink: BRAND_BLUE,
    // antd's grey for secondary text (#8c8c8c, 3.4:1 on white) fails WCAG AA's 4.5:1: the
    // breadcrumb, hints and descriptions read at 0.62 (about 6:1 on white, 5.6:1 on the page's grey).
    colorTextDescription: SECONDARY_TEXT,
    colorTextTertiary: SECONDARY_TEXT,
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: {
      headerBg: BRAND_NAVY,
      headerColor: '#ffffff',
      headerHeight: 56,
      headerPadding: '0 16px',
      bodyBg: '#f3f5f8',
      siderBg: '#ffffff',
      lightSiderBg: '#ffffff',
      lightTriggerBg: '#ffffff',
    },
    Menu: {
      itemBorderRadius: 6,
      itemMarginInline: 8,
      itemSelectedBg: '#e8eef8',
      itemSelectedColor: BRAND_BLUE,
      itemActiveBg: '#eef2f8',
      itemHoverBg: '#f3f5f8',
      subMenuItemBg: 'transparent',
    },
    Table: { headerBg: '#f7f8fa' },
  },
};

/**
 * The theme for a person who asked their system for less motion (decision 0049): antd's dialogs,
 * popups, menus and messages appear and leave at once instead of zooming and fading.
 */
export const stillTheme: ThemeConfig = { ...venusTheme, token: { ...venusTheme.token, motion: false } };

/** Text buttons on the navy header read light; popups opened from it keep the normal theme. */
export const headerTheme: ThemeConfig = {
  components: {
    Button: {
      textTextColor: 'rgba(255, 255, 255, 0.85)',
      textTextHoverColor: '#ffffff',
      textTextActiveColor: '#ffffff',
      textHoverBg: 'rgba(255, 255, 255, 0.1)',
    },
  },
};
