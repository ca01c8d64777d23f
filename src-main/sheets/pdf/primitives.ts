/**
 * The react-pdf element types. They are plain tag names (as in @react-pdf/primitives), typed here as the library's
 * components so that JSX is checked, without importing the library itself into the bundle (see runtime.ts).
 */
import type * as ReactPdf from '@react-pdf/renderer';

export const Document = 'DOCUMENT' as unknown as typeof ReactPdf.Document;
export const Page = 'PAGE' as unknown as typeof ReactPdf.Page;
export const View = 'VIEW' as unknown as typeof ReactPdf.View;
export const Text = 'TEXT' as unknown as typeof ReactPdf.Text;
export const Svg = 'SVG' as unknown as typeof ReactPdf.Svg;
export const Rect = 'RECT' as unknown as typeof ReactPdf.Rect;
export const Path = 'PATH' as unknown as typeof ReactPdf.Path;
export const Line = 'LINE' as unknown as typeof ReactPdf.Line;
export const G = 'G' as unknown as typeof ReactPdf.G;
export type Style = ReactPdf.Styles[string];

/** A text drawn inside an <Svg> (react-pdf reuses the TEXT tag there, positioned by x/y instead of layout). */
export const SvgText = 'TEXT' as unknown as (props: {
  x: number;
  y: number;
  textAnchor?: 'start' | 'middle' | 'end';
  fill?: string;
  style?: Style;
  children: string;
}) => null;
