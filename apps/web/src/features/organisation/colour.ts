/** Dark or light text, whichever reads better on a team or outlet colour (WCAG relative luminance). */
export function readableTextColour(background: string): string {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(background);
  if (!match) return '#1f1f1f';
  const [r, g, b] = match.slice(1).map((hex) => {
    const channel = Number.parseInt(hex, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast with #1f1f1f (luminance ~0.014) against contrast with white: the crossing point is ~0.18.
  return luminance > 0.18 ? '#1f1f1f' : '#ffffff';
}
