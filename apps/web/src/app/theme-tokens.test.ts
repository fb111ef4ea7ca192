import { readFileSync } from 'node:fs';
import { theme as antdTheme } from 'antd';
import { describe, expect, it } from 'vitest';
import { theme } from './theme.ts';

/** Each CSS variable of theme-tokens.css and the antd token it stands for. */
const VARIABLES = {
  '--k-primary': 'colorPrimary',
  '--k-primary-bg': 'colorPrimaryBg',
  '--k-primary-border': 'colorPrimaryBorder',
  '--k-text': 'colorText',
  '--k-text-secondary': 'colorTextSecondary',
  '--k-border': 'colorBorderSecondary',
  '--k-bg': 'colorBgContainer',
  '--k-bg-layout': 'colorBgLayout',
  '--k-radius': 'borderRadius',
  '--k-radius-lg': 'borderRadiusLG',
  '--k-shadow': 'boxShadowTertiary',
} as const;

const css = readFileSync(new URL('./theme-tokens.css', import.meta.url), 'utf8');

/** The value the stylesheet gives a variable, comments dropped and spaces collapsed. */
function declared(name: string): string | undefined {
  const match = css.replace(/\/\*[\s\S]*?\*\//g, '').match(new RegExp(`${name}:\\s*([^;]+);`));
  return match?.[1] === undefined ? undefined : normalise(match[1]);
}

/** `rgba(0,0,0,0.88)` and `rgba(0, 0, 0, 0.88)` are one colour; a number token is in pixels. */
function normalise(value: string | number): string {
  if (typeof value === 'number') return `${value}px`;
  return value
    .replace(/\s+/g, ' ')
    .replace(/\s*,\s*/g, ',')
    .trim()
    .toLowerCase();
}

describe('the customer stylesheet’s theme variables', () => {
  const tokens = antdTheme.getDesignToken(theme);

  it.each(Object.entries(VARIABLES))('%s is antd’s %s from theme.ts', (name, token) => {
    expect(declared(name)).toBe(normalise(tokens[token]));
  });

  it('declares no variable the list above does not check', () => {
    const names = [...css.matchAll(/(--k-[a-z-]+):/g)].map(([, name]) => name);
    expect(names.sort()).toEqual(Object.keys(VARIABLES).sort());
  });
});
