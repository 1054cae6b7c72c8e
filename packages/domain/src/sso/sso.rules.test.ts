import { describe, expect, it } from 'vitest';
import { emailDomain, isAllowedIssuerUrl, isEmailDomain } from './sso.rules.ts';

describe('emailDomain', () => {
  it('answers the lower-cased domain after the last @', () => {
    expect(emailDomain('Ada@Media-Group.EXAMPLE')).toBe('media-group.example');
    expect(emailDomain('"odd@local"@corp.example')).toBe('corp.example');
  });
  it('answers null without a usable domain', () => {
    expect(emailDomain('ada')).toBeNull();
    expect(emailDomain('@corp.example')).toBeNull();
    expect(emailDomain('ada@localhost')).toBeNull();
    expect(emailDomain('ada@corp..example')).toBeNull();
  });
});

describe('isEmailDomain', () => {
  it('accepts host names with a dot, refuses schemes and upper case', () => {
    expect(isEmailDomain('corp.example')).toBe(true);
    expect(isEmailDomain('https://corp.example')).toBe(false);
    expect(isEmailDomain('Corp.example')).toBe(false);
  });
});

describe('isAllowedIssuerUrl', () => {
  it('accepts https anywhere and http only on loopback', () => {
    expect(isAllowedIssuerUrl('https://login.corp.example/realms/x')).toBe(true);
    expect(isAllowedIssuerUrl('http://127.0.0.1:4100')).toBe(true);
    expect(isAllowedIssuerUrl('http://localhost:4100/oidc')).toBe(true);
    expect(isAllowedIssuerUrl('http://login.corp.example')).toBe(false);
    expect(isAllowedIssuerUrl('https://user:pw@login.corp.example')).toBe(false);
    expect(isAllowedIssuerUrl('not a url')).toBe(false);
    expect(isAllowedIssuerUrl('http://[::1]:4100/oidc')).toBe(true);
    expect(isAllowedIssuerUrl('https://login.corp.example/x?tenant=1')).toBe(false);
    expect(isAllowedIssuerUrl('https://login.corp.example/#frag')).toBe(false);
    expect(isAllowedIssuerUrl('ftp://login.corp.example')).toBe(false);
  });
});
