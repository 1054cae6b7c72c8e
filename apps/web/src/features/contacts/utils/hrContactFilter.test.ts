import { describe, expect, it } from 'vitest';
import { readUrlState, writeUrlState } from '../../search/utils/urlState.ts';
import {
  CONTACT_URL_CODECS,
  CONTACT_URL_SCHEMAS,
  type ContactSearchState,
  toContactRequest,
} from '../hooks/useContactSearchState.ts';
import { fromSavedHrFilters, hrFilterPatch, isHrFilterOn } from './hrContactFilter.ts';

const HR = 12;
const DEFAULTS: ContactSearchState = {
  sort_key: 'modified_at',
  sort_direction: 'desc',
  pageNum: 1,
  limit: 20,
};

/** The state the page reads from a URL, as useSearchUrlState builds it. */
const stateOf = (query: string) =>
  ({
    ...DEFAULTS,
    ...readUrlState(new URLSearchParams(query), CONTACT_URL_SCHEMAS, CONTACT_URL_CODECS),
  }) as ContactSearchState;
/** What useSearchUrlState writes after `patch`: every change but the page's goes back to page 1. */
const urlAfter = (state: ContactSearchState, patch: Partial<ContactSearchState>) =>
  writeUrlState(
    { ...state, ...patch, pageNum: 'pageNum' in patch ? patch.pageNum : 1 },
    CONTACT_URL_CODECS,
    DEFAULTS,
  ).toString();

describe('the HR edition contact filter', () => {
  it('opens on the HR family with a clean URL, keeping the function areas the user picked', () => {
    const fresh = stateOf('');
    expect(isHrFilterOn(fresh, HR)).toBe(true);
    expect(toContactRequest(fresh, true, HR).function_parent).toEqual([HR]);
    const picked = stateOf('function_parent=3&function_parent=4&function=9');
    expect(toContactRequest(picked, true, HR)).toMatchObject({ function_parent: [3, 4, HR], function: [9] });
    // The family picked by hand as well is asked for once.
    expect(toContactRequest(stateOf(`function_parent=${HR}`), true, HR).function_parent).toEqual([HR]);
  });

  it('changes nothing outside the HR edition, even with the switch param in the URL', () => {
    expect(toContactRequest(stateOf(''), true, null)).not.toHaveProperty('function_parent');
    const request = toContactRequest(stateOf('allContacts=1&function_parent=3'), true, null);
    expect(request.function_parent).toEqual([3]);
    expect(request).not.toHaveProperty('allContacts');
  });

  it('switched off, shows every contact and keeps that through paging and sorting', () => {
    const picked = stateOf(`function_parent=3&function_parent=${HR}`);
    const off = urlAfter(picked, hrFilterPatch(picked, false, HR));
    expect(off).toBe('function_parent=3&allContacts=1');
    const paged = stateOf(urlAfter(stateOf(off), { pageNum: 3 }));
    const sorted = stateOf(urlAfter(paged, { sort_key: 'surname', sort_direction: 'asc' }));
    for (const state of [stateOf(off), paged, sorted]) {
      expect(isHrFilterOn(state, HR)).toBe(false);
      expect(toContactRequest(state, true, HR).function_parent).toEqual([3]);
    }
    expect(paged.pageNum).toBe(3);
    expect(sorted).toMatchObject({ sort_key: 'surname', pageNum: 1 });
  });

  it('switched back on, or after a reset, filters on the family again', () => {
    const off = stateOf('allContacts=1&surname=Ros');
    const on = urlAfter(off, hrFilterPatch(off, true, HR));
    expect(on).toBe('surname=Ros');
    expect(toContactRequest(stateOf(on), true, HR).function_parent).toEqual([HR]);
    // Reset clears the URL: the default comes back.
    expect(isHrFilterOn(stateOf(''), HR)).toBe(true);
  });

  it('loads a saved search as it ran: with the family as the switch on, without it as off', () => {
    const savedOn = { function_parent: [3, HR], surname: 'Ros' };
    const loadedOn = stateOf(writeUrlState(fromSavedHrFilters(savedOn, HR), CONTACT_URL_CODECS).toString());
    expect(loadedOn.function_parent).toEqual([3]);
    expect(isHrFilterOn(loadedOn, HR)).toBe(true);
    expect(toContactRequest(loadedOn, true, HR).function_parent).toEqual([3, HR]);

    const savedOff = { surname: 'Ros' };
    const loadedOff = stateOf(writeUrlState(fromSavedHrFilters(savedOff, HR), CONTACT_URL_CODECS).toString());
    expect(isHrFilterOn(loadedOff, HR)).toBe(false);
    expect(toContactRequest(loadedOff, true, HR)).not.toHaveProperty('function_parent');

    expect(fromSavedHrFilters(savedOff, null)).toBe(savedOff);
  });
});
