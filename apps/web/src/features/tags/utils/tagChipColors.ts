/** Colours of a tag chip drawn in a tag's own colour (hex without '#'). */
export interface TagChipColors {
  color: string;
  backgroundColor: string;
}

type Rgb = readonly [number, number, number];

/** WCAG AA for text under 18 pt. */
const MIN_CONTRAST = 4.5;
/** The share of the tag's colour in the chip's background, the rest white. */
const TINT = 0.1;

const parse = (hex: string): Rgb => {
  const value = Number.parseInt(/^[0-9a-f]{6}$/i.test(hex) ? hex : '000000', 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};
const mix = (rgb: Rgb, other: Rgb, share: number): Rgb =>
  rgb.map((channel, i) => Math.round(channel * share + (other[i] ?? 0) * (1 - share))) as unknown as Rgb;
const css = (rgb: Rgb) => `rgb(${rgb.join(', ')})`;

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * A light tint of the tag's colour behind its name, and the name in that colour darkened just as
 * much as it takes to read at 4.5:1: a user's light blue or yellow tag stays recognisable and its
 * name legible (antd's coloured tag writes the colour itself, 3.6:1 for the default blue).
 */
export function tagChipColors(hex: string): TagChipColors {
  const base = parse(hex);
  const background = mix(base, [255, 255, 255], TINT);
  let text = base;
  for (let darkened = 0; contrastRatio(text, background) < MIN_CONTRAST && darkened < 1; darkened += 0.05) {
    text = mix(base, [0, 0, 0], 1 - darkened);
  }
  return { color: css(text), backgroundColor: css(background) };
}
