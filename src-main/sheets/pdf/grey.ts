/**
 * A colour as a grey of the same lightness (Rec. 601 luma), kept between light and dark enough to show against the
 * page and the ink: sheets print in greys only, and a team is still told apart at a glance.
 */
export function greySwatch(colour: string): string {
  const m = /^#?([0-9a-f]{6})$/i.exec(colour.trim());
  const v = m ? Number.parseInt(m[1]!, 16) : 0x808080;
  const luma = 0.299 * (v >> 16) + 0.587 * ((v >> 8) & 255) + 0.114 * (v & 255);
  const g = Math.round(40 + (luma / 255) * (225 - 40));
  const hex = g.toString(16).padStart(2, '0');
  return `#${hex}${hex}${hex}`;
}
