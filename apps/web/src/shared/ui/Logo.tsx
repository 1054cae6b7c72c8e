export interface LogoProps {
  /** Text colour of the word mark. */
  color?: string;
  compact?: boolean;
}

/** The AdAtlas mark: a stylised globe with a meridian, and the word mark. */
export function Logo({ color = '#ffffff', compact = false }: LogoProps) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 10, color }}>
      <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true">
        <circle cx="16" cy="16" r="14" fill="#3b82f6" />
        <ellipse cx="16" cy="16" rx="6" ry="14" fill="none" stroke="#dbeafe" strokeWidth="2" />
        <path d="M2.5 12h27M2.5 20h27" stroke="#dbeafe" strokeWidth="2" />
        <circle cx="23" cy="9" r="4" fill="#f59e0b" stroke="#0f2a4a" strokeWidth="1.5" />
      </svg>
      {compact ? null : <span style={{ fontWeight: 700, fontSize: 20, letterSpacing: 0.3 }}>AdAtlas</span>}
    </span>
  );
}
