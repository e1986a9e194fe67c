import type { ThemeConfig } from 'antd';

/** One brand colour — a warm chestnut orange — and the few neutrals around it. */
export const brand = {
  primary: '#c2652a',
  deep: '#7a3414',
  soft: '#fbf0e6',
  pale: '#f2d3a8',
  layoutBg: '#f6f3ef',
  text: '#2b211b',
} as const;

export const fontFamily =
  "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'WenQuanYi Micro Hei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif";

export const antdTheme: ThemeConfig = {
  token: {
    colorPrimary: brand.primary,
    colorInfo: brand.primary,
    colorLink: brand.primary,
    colorTextBase: brand.text,
    colorBgLayout: brand.layoutBg,
    borderRadius: 8,
    borderRadiusLG: 12,
    fontFamily,
    fontSize: 14,
  },
  components: {
    Layout: {
      bodyBg: brand.layoutBg,
      headerBg: '#ffffff',
      headerHeight: 60,
      headerPadding: '0 24px',
      siderBg: '#ffffff',
    },
    Menu: {
      itemBg: 'transparent',
      itemHeight: 40,
      itemBorderRadius: 8,
      itemMarginInline: 8,
      itemSelectedBg: brand.soft,
      itemSelectedColor: brand.primary,
      itemHoverBg: '#f7efe8',
      groupTitleColor: '#a0948a',
      groupTitleFontSize: 12,
      activeBarBorderWidth: 0,
    },
    Card: {
      borderRadiusLG: 14,
    },
    Segmented: {
      trackBg: '#ede6df',
    },
    Tabs: {
      horizontalMargin: '0 0 20px 0',
    },
  },
};
