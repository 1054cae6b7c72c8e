import type { CSSProperties } from 'react';

export interface LogoProps {
  /** Text colour of the word mark. */
  color?: string;
  compact?: boolean;
  /**
   * The HR database edition (licence profiles hr_database, external_contact; spec access §6) has a
   * logo of its own: people on a teal disc instead of the globe, and its edition after the name.
   */
  hrEdition?: { label: string; title: string };
}

/** The edition's mark after the word mark, in the logo's amber. */
const EDITION: CSSProperties = {
  padding: '0 6px',
  borderRadius: 4,
  background: '#f59e0b',
  color: '#0f2a4a',
  fontSize: 12,
  fontWeight: 700,
  lineHeight: '20px',
  letterSpacing: 0.5,
  whiteSpace: 'nowrap',
};

/** The AdAtlas mark (a stylised globe with a meridian, or the HR edition's people) and the word mark. */
export function Logo({ color = '#ffffff', compact = false, hrEdition }: LogoProps) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 10, color }}>
      <svg
        width="30"
        height="30"
        viewBox="0 0 32 32"
        aria-hidden="true"
        data-testid="logo-mark"
        data-edition={hrEdition ? 'hr' : 'standard'}
      >
        {hrEdition ? (
          <>
            <circle cx="16" cy="16" r="14" fill="#0e7490" />
            <circle cx="12.5" cy="12" r="3.6" fill="#ecfeff" />
            <path d="M6 23.5c0-4 2.9-6.6 6.5-6.6s6.5 2.6 6.5 6.6z" fill="#ecfeff" />
            <circle cx="21.5" cy="11" r="3" fill="#f59e0b" />
            <path d="M17 21.5c.4-3.3 2.2-5.4 4.5-5.4 2.8 0 5 2.3 5 5.4z" fill="#f59e0b" />
          </>
        ) : (
          <>
            <circle cx="16" cy="16" r="14" fill="#3b82f6" />
            <ellipse cx="16" cy="16" rx="6" ry="14" fill="none" stroke="#dbeafe" strokeWidth="2" />
            <path d="M2.5 12h27M2.5 20h27" stroke="#dbeafe" strokeWidth="2" />
            <circle cx="23" cy="9" r="4" fill="#f59e0b" stroke="#0f2a4a" strokeWidth="1.5" />
          </>
        )}
      </svg>
      {compact ? null : <span style={{ fontWeight: 700, fontSize: 20, letterSpacing: 0.3 }}>AdAtlas</span>}
      {hrEdition ? (
        <span style={EDITION} title={hrEdition.title} data-testid="hr-edition-badge">
          {hrEdition.label}
        </span>
      ) : null}
    </span>
  );
}
