import type { ThemeConfig } from 'antd';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#2f7d32',
    colorInfo: '#2f7d32',
    colorLink: '#2f7d32',
    borderRadius: 8,
    colorBgLayout: '#f6f8f4',
    // Lighter tints than the ones derived from the green, for selected items and notes.
    colorPrimaryBg: '#eef6ec',
    colorPrimaryBgHover: '#e0efdc',
    colorPrimaryBorder: '#b9dbb1',
  },
  components: {
    Collapse: { headerBg: '#ffffff' },
  },
};
