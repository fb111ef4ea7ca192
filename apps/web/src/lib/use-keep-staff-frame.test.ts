import { describe, expect, it } from 'vitest';
import { isBuiltCode } from './staff-frame-message.ts';
import { loadedCode } from './use-keep-staff-frame.ts';

const ORIGIN = 'https://shop.example';

describe('the code a staff page asks the worker to keep', () => {
  it('is the build’s scripts and styles it loaded, nothing else', () => {
    const entries = [
      `${ORIGIN}/assets/staff-layout-AbC1.js`,
      `${ORIGIN}/assets/staff-Xy2.css`,
      `${ORIGIN}/dataapi/api/common/is-signed-user`,
      `${ORIGIN}/api/catalogue`,
      `${ORIGIN}/assets/photos/item-1.jpg`,
      `${ORIGIN}/assets/nested/x-1.js`,
      `https://cdn.example/assets/other-1.js`,
      `${ORIGIN}/sw.js`,
    ].map((name) => ({ name }));
    expect(loadedCode(entries, ORIGIN)).toEqual([
      `${ORIGIN}/assets/staff-layout-AbC1.js`,
      `${ORIGIN}/assets/staff-Xy2.css`,
    ]);
  });

  it('never names an API address, whatever it ends with', () => {
    expect(isBuiltCode(new URL(`${ORIGIN}/api/assets/x.js`), ORIGIN)).toBe(false);
    expect(isBuiltCode(new URL(`${ORIGIN}/assets/x.js?v=1`), ORIGIN)).toBe(true);
    expect(isBuiltCode(new URL(`${ORIGIN}/assets/x.json`), ORIGIN)).toBe(false);
  });
});
