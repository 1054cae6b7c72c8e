import { describe, expect, it } from 'vitest';
import {
  canAccess,
  findMenuItem,
  isTopLevelMenuPath,
  loginPathFor,
  safeRedirectPath,
  visibleMenuItems,
} from './navigation.rules.ts';

describe('visibleMenuItems', () => {
  it('shows only Home and Companies to a user with the company scope', () => {
    const keys = visibleMenuItems({ scopes: ['company'], isAdmin: false }).map((item) => item.key);
    expect(keys).toEqual(['HOME', 'COMPANIES']);
  });

  it('shows Pitch and Work relations for the pitch scope, and Tags for either favourites or ecommerce', () => {
    const keys = visibleMenuItems({ scopes: ['pitch', 'ecommerce'], isAdmin: false }).map((item) => item.key);
    expect(keys).toEqual(['HOME', 'PITCH', 'WORK_RELATIONS', 'TAGS']);
  });

  it('accepts a name:action scope for its menu entry', () => {
    expect(canAccess({ scopes: ['contact:read'], isAdmin: false }, ['contact'])).toBe(false);
    expect(canAccess({ scopes: ['contact'], isAdmin: false }, ['contact'])).toBe(true);
  });

  it('hides an entry whose feature the country switched off, for admins too', () => {
    const viewer = { scopes: ['pitchScores'], isAdmin: false };
    expect(visibleMenuItems(viewer, { pitchScores: true }).map((item) => item.key)).toContain('PITCH_SCORES');
    expect(visibleMenuItems(viewer, { pitchScores: false }).map((item) => item.key)).not.toContain(
      'PITCH_SCORES',
    );
    expect(visibleMenuItems({ scopes: [], isAdmin: true }, { pitchScores: false })).toHaveLength(7);
  });

  it('shows everything to admins whatever their scopes', () => {
    expect(visibleMenuItems({ scopes: [], isAdmin: true })).toHaveLength(8);
  });
});

describe('findMenuItem and isTopLevelMenuPath', () => {
  it('maps a detail path to its menu entry but not to a top-level page', () => {
    expect(findMenuItem('/companies/12')?.key).toBe('COMPANIES');
    expect(isTopLevelMenuPath('/companies/12')).toBe(false);
    expect(isTopLevelMenuPath('/companies/')).toBe(true);
  });

  it('does not match a path that only shares a prefix', () => {
    expect(findMenuItem('/pitch-scores')?.key).toBe('PITCH_SCORES');
    expect(findMenuItem('/pitchfork')).toBeUndefined();
    expect(findMenuItem('/')?.key).toBe('HOME');
  });
});

describe('safeRedirectPath', () => {
  it('keeps same-site paths with search and hash', () => {
    expect(safeRedirectPath('/companies?q=x#top')).toBe('/companies?q=x#top');
  });

  it.each([null, '', 'https://evil.test/x', '//evil.test', '/\\evil.test', 'companies'])(
    'falls back to / for %s',
    (value) => {
      expect(safeRedirectPath(value)).toBe('/');
    },
  );
});

describe('loginPathFor', () => {
  it('encodes path, search and hash into redirectUri', () => {
    expect(loginPathFor({ pathname: '/pitch', search: '?a=1&b=2', hash: '#x' })).toBe(
      '/login?redirectUri=%2Fpitch%3Fa%3D1%26b%3D2%23x',
    );
  });
});
