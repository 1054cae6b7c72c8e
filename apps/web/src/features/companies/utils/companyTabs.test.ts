import type { CompanySections } from '@adatlas/domain/companies';
import { describe, expect, it } from 'vitest';
import { visibleCompanyTabs } from './companyTabs.ts';

const all: CompanySections = {
  contacts: true,
  financials: true,
  jobOffers: true,
  investmentRounds: true,
  nielsen: true,
  socialMedia: true,
  brands: true,
  pitch: true,
  creativity: true,
  group: true,
};

describe('visibleCompanyTabs', () => {
  it('shows every tab with data, scopes and flags', () => {
    expect(visibleCompanyTabs({ sections: all, type: 'ADV' }, () => true, {})).toHaveLength(12);
  });

  it('shows Social media after the investments when the company has figures, for any type, with no extra scope', () => {
    const onlyCompanyScope = (scope: string) => scope === 'company';
    for (const type of ['ADV', 'AG', 'CP', 'ME'] as const) {
      expect(visibleCompanyTabs({ sections: all, type }, onlyCompanyScope, {}), type).toContain(
        'socialMedia',
      );
    }
    const tabs = visibleCompanyTabs({ sections: all, type: 'ADV' }, () => true, {});
    expect(tabs.indexOf('socialMedia')).toBe(tabs.indexOf('nielsen') + 1);
    const without = visibleCompanyTabs(
      { sections: { ...all, socialMedia: false }, type: 'ADV' },
      () => true,
      {},
    );
    expect(without).not.toContain('socialMedia');
    expect(without).toHaveLength(11);
  });

  it('shows Pitch scores with the pitchScores scope and flag, whatever the probed sections', () => {
    const none = Object.fromEntries(Object.keys(all).map((key) => [key, false])) as CompanySections;
    const tabs = (hasScope: (scope: string) => boolean, pitchScores?: boolean) =>
      visibleCompanyTabs({ sections: none, type: 'ME' }, hasScope, { pitchScores });
    expect(tabs(() => true, true)).toEqual(['general', 'pitchScores']);
    expect(tabs((scope) => scope !== 'pitchScores', true)).toEqual(['general']);
    expect(tabs(() => true, false)).toEqual(['general']);
  });

  it('hides what the data, the scopes or the flags do not allow', () => {
    const tabs = visibleCompanyTabs(
      { sections: { ...all, group: false }, type: 'ADV' },
      (scope) => scope !== 'companyBrand' && scope !== 'contact',
      { jobOffers: false },
    );
    expect(tabs).toEqual([
      'general',
      'financials',
      'investmentRounds',
      'nielsen',
      'socialMedia',
      'pitch',
      'creativity',
      'pitchScores',
    ]);
  });
});
