import type { ThemeConfig } from 'antd';

/**
 * Text darker than antd's defaults wherever small text sits on white or the page's green-grey
 * (WCAG 2.1 AA: 4.5:1), so small print stays readable. antd's greys are black at 45 % (description),
 * 25 % (placeholder) and its status and tag colours are shade 6–7 of each palette, all 1.8–3.4:1 at
 * 12–14 px. The same hues, darker: every value below is at least 4.5:1 on both #ffffff and #f6f8f4
 * (and on a tag's own tint), so a page never has to fix contrast itself.
 */
const READABLE_TEXT = {
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextDescription: 'rgba(0, 0, 0, 0.6)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
  // A switch's "off" track, under its white label: the label must still be read.
  colorTextQuaternary: 'rgba(0, 0, 0, 0.56)',
  colorError: '#cf1322',
  colorErrorText: '#cf1322',
  colorSuccessText: '#237804',
  colorWarningText: '#874d00',
} as const;

/** A tag's text is its palette's shade 7 on shade 1: one shade (two for the yellows) darker here. */
const READABLE_TAGS = {
  colorSuccess: '#237804',
  colorWarning: '#874d00',
  colorInfo: '#0958d9',
  // The blue's own tint and border: the global info colour is the brand green, whose tint under
  // blue text read as a grey, disabled tag.
  colorInfoBg: '#e6f4ff',
  colorInfoBorder: '#91caff',
  red7: '#a8071a',
  volcano7: '#ad2102',
  orange7: '#ad4e00',
  gold7: '#874d00',
  yellow7: '#876800',
  lime7: '#3f6600',
  green7: '#237804',
  cyan7: '#006d75',
} as const;

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
    ...READABLE_TEXT,
  },
  components: {
    // A note is antd's light blue, not a tint of the brand green: on the page's green-grey that
    // tint read as a disabled block. The text inside stays the page's own colour.
    Alert: { colorInfo: '#0958d9', colorInfoBg: '#e6f4ff', colorInfoBorder: '#91caff' },
    Collapse: { headerBg: '#ffffff' },
    Tag: READABLE_TAGS,
  },
};
