import { describe, expect, it } from 'vitest';
import { contrastRatio, tagChipColors } from './tagChipColors.ts';

const rgb = (css: string) => css.match(/\d+/g)?.map(Number) as unknown as [number, number, number];

describe('tagChipColors', () => {
  it.each(['1677FF', 'FADB14', '52C41A', 'EB2F96', 'FFFFFF', '000000', 'not-a-colour'])(
    'writes a %s tag name at 4.5:1 or more on its tint',
    (hex) => {
      const { color, backgroundColor } = tagChipColors(hex);
      expect(contrastRatio(rgb(color), rgb(backgroundColor))).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('keeps a dark colour as it is and tints the background with it', () => {
    expect(tagChipColors('0F2A4A')).toEqual({
      color: 'rgb(15, 42, 74)',
      backgroundColor: 'rgb(231, 234, 237)',
    });
  });

  it('darkens the default blue, which antd writes at 3.6:1', () => {
    const { color } = tagChipColors('1677FF');
    expect(color).not.toBe('rgb(22, 119, 255)');
    expect(rgb(color).every((channel, i) => channel <= [22, 119, 255][i]!)).toBe(true);
  });
});
