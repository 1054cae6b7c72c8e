import { Avatar } from 'antd';
import { Initials } from './Initials.tsx';

export interface CompanyAvatarProps {
  name: string;
  logo: string | null;
  size?: number;
}

// Each keeps white initials at 5.5:1 or more (WCAG AA asks 4.5:1 for text this small).
const COLORS: readonly [string, ...string[]] = [
  '#1f5fa8',
  '#23716a',
  '#7447ad',
  '#9c5223',
  '#2f6aa8',
  '#b0394f',
];

function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N} ]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return (
    words.length > 1 ? `${words[0]?.[0]}${words[1]?.[0]}` : (words[0] ?? '?').slice(0, 2)
  ).toUpperCase();
}

/** The logo, or the name's initials on a colour picked from the name (stable per company). */
export function CompanyAvatar({ name, logo, size = 40 }: CompanyAvatarProps) {
  const color =
    COLORS[[...name].reduce((sum, char) => sum + (char.codePointAt(0) ?? 0), 0) % COLORS.length] ?? COLORS[0];
  return logo ? (
    <Avatar src={logo} alt={name} size={size} shape="square" style={{ flexShrink: 0 }} />
  ) : (
    <Initials size={size} square background={color} fontSize={size * 0.38}>
      {initials(name)}
    </Initials>
  );
}
