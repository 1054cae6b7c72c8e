import type { ThemeConfig } from 'antd';

export const BRAND_COLORS = {
  navy: '#0f2a4a',
  navyLight: '#1a3a60',
  primary: '#2457a6',
  background: '#f4f6fa',
} as const;

/** Height of the app header, which toasts open below. */
export const HEADER_HEIGHT = 64;

/**
 * Toasts ("Saved", "The file has been downloaded.") open under the header rather than over it,
 * so they never cover the quick search, the user menu or a drawer's close and save buttons.
 */
export const MESSAGE_CONFIG = { top: HEADER_HEIGHT + 8 } as const;

/**
 * A calm navy and blue theme. Its stylesheet is built with the app (`build-tools/antd-styles.tsx`,
 * from this theme) and antd generates none in the browser (`zeroRuntime`): on a cold page that
 * work took half of the script time before the login form showed. The tokens stay CSS variables
 * the browser sets (`cssVar`), so the reduced-motion theme below still applies. Class names are
 * not hashed, so the built stylesheet and the components agree whatever the build mode.
 */
export const APP_THEME: ThemeConfig = {
  cssVar: { key: 'adatlas' },
  hashed: false,
  zeroRuntime: true,
  token: {
    colorPrimary: BRAND_COLORS.primary,
    colorInfo: BRAND_COLORS.primary,
    colorLink: BRAND_COLORS.primary,
    colorBgLayout: BRAND_COLORS.background,
    // antd's greys for secondary text (45 % black), descriptions and placeholders (25 %) fall
    // below WCAG AA's 4.5:1 on white and on the layout's background: these keep 4.6:1 or more
    // (the placeholder grey is also the avatar's background under white initials).
    colorTextSecondary: 'rgba(0, 0, 0, 0.62)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.58)',
    colorTextDescription: 'rgba(0, 0, 0, 0.58)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    // antd's error red (#ff4d4f: danger buttons, error texts) gives 3.3:1 on white, and green tags'
    // text (green-7 on green-1) 3.4:1: red-7 and green-8 keep 5.5:1 and more.
    colorError: '#cf1322',
    // Both names: with CSS variables the legacy `green-7` writes the same --ant-green-7 last.
    green7: '#237804',
    'green-7': '#237804',
    borderRadius: 8,
    fontFamily:
      "Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Noto Color Emoji', 'Apple Color Emoji', 'Segoe UI Emoji'",
  },
  components: {
    Layout: {
      headerBg: BRAND_COLORS.navy,
      headerHeight: HEADER_HEIGHT,
      headerPadding: '0 24px',
      footerBg: 'transparent',
      bodyBg: BRAND_COLORS.background,
    },
    Menu: { itemHeight: 44, horizontalLineHeight: '46px' },
    Card: { headerFontSize: 16 },
    // A table with no rows says so in antd's disabled grey, 1.8:1 on white: the tertiary grey instead.
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.58)' },
    // Status tags write their status colour on its lightest tint: antd's green and gold give 2.2:1
    // and 1.9:1 ("Active" on the subscription page); green-8 and gold-9 keep 5.4:1 and more.
    Tag: { colorSuccess: '#237804', colorWarning: '#874d00' },
  },
};

/**
 * The theme for this browser. Someone who asked their system for less motion gets menus, dialogs
 * and drawers that appear and leave at once (antd's `motion: false`), not after a zoom or a slide.
 */
export function appTheme({ reducedMotion }: { reducedMotion: boolean }): ThemeConfig {
  return reducedMotion ? { ...APP_THEME, token: { ...APP_THEME.token, motion: false } } : APP_THEME;
}

/** The theme with antd's style generation on: what the stylesheet is built from. */
export function styledTheme(): ThemeConfig {
  return { ...APP_THEME, zeroRuntime: false };
}
