import { Color as RcColor } from '@rc-component/color-picker/es/color';

interface AntdColor {
  toRgb(): { r: number; g: number; b: number; a: number };
  toRgbString(): string;
}

/**
 * antd's `isBright` (antd/es/color-picker/components/ColorPresets.js), line for line. The button's
 * and the tag's tokens import it from the colour picker's presets panel, and that import alone
 * brought the panel's Collapse and the whole colour picker into every page (antd-trim-plugins.ts
 * points it here). antd-trim-plugins.test.ts checks both give the same answers.
 */
export const isBright = (value: AntdColor, bgColorToken: string): boolean => {
  const { r, g, b, a } = value.toRgb();
  const hsv = new RcColor(value.toRgbString()).onBackground(bgColorToken).toHsv();
  if (a <= 0.5) {
    // Adapted to dark mode
    return hsv.v > 0.5;
  }
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
};
