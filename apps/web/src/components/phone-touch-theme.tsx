import { ConfigProvider, type ThemeConfig } from 'antd';
import { createContext, type ReactNode, useContext } from 'react';
import { useIsPhone } from '../lib/use-is-phone.ts';
import './phone-touch-theme.css';

/**
 * Every control at least 44 px each way: a cook or a storekeeper works these screens with a thumb
 * (antd's are 24–40 px, too small for a thumb). Small, middle and large controls alike, since tables ask
 * for small inputs to stay compact on a desktop.
 */
const PHONE_THEME: ThemeConfig = {
  token: { controlHeight: 44, controlHeightSM: 44, controlHeightLG: 44 },
  components: {
    Pagination: { itemSize: 44, itemSizeSM: 44, itemSizeLG: 44 },
    // A segment sits inside the track's 2 px padding on each side.
    Segmented: { controlHeight: 48, controlHeightSM: 48, controlHeightLG: 48 },
    // Room for the 44 px checkbox target (phone-touch-theme.css) and the cell's 8 px each side.
    Table: { selectionColumnWidth: 60 },
  },
};
const UNCHANGED: ThemeConfig = {};

/** True below a PhoneTouchTheme: a team's gate inside a page's TouchTheme does not apply it twice. */
const InsidePhoneTouchTheme = createContext(false);

/**
 * A staff screen's tap targets on a phone (narrower than antd's md, 768 px): the theme above, and
 * checkboxes whose clickable label is 44 px square. The same tree on every width, so turning a
 * tablet does not remount the page and lose what was typed; a wider screen keeps the compact look.
 */
export function PhoneTouchTheme({ children }: { children: ReactNode }) {
  const inside = useContext(InsidePhoneTouchTheme);
  // The media query itself, not antd's Grid: the customer's form then loads no Grid chunk, and
  // the first render is already the phone's.
  const phone = useIsPhone();
  // The outer one already gives the same theme and the same .phone-touch class.
  if (inside) return children;
  return (
    <InsidePhoneTouchTheme.Provider value={true}>
      <ConfigProvider theme={phone ? PHONE_THEME : UNCHANGED}>
        <div className={phone ? 'phone-touch' : undefined}>{children}</div>
      </ConfigProvider>
    </InsidePhoneTouchTheme.Provider>
  );
}

/** antd's large controls are 40 px: 44 here, on every width. */
const LARGE_TAP_TARGETS: ThemeConfig = { token: { controlHeightLG: 44 } };

/**
 * A staff screen worked standing up, phone in hand (the loading bay, the packing table, the till, a
 * store's shelf): its large controls, and those of its dialogs, which inherit the context through
 * the portal, are 44 px on every width; on a phone every control is (PhoneTouchTheme). `large`
 * makes every control of the page large.
 */
export function TouchTheme({ children, large = false }: { children: ReactNode; large?: boolean }) {
  return (
    <ConfigProvider theme={LARGE_TAP_TARGETS} {...(large && { componentSize: 'large' as const })}>
      <PhoneTouchTheme>{children}</PhoneTouchTheme>
    </ConfigProvider>
  );
}
