import { describe, expect, it } from 'vitest';
import { readUrlState, writeUrlState } from '../../search/index.ts';
import {
  CONTACT_URL_CODECS,
  CONTACT_URL_SCHEMAS,
  type ContactSearchState,
  toContactRequest,
} from '../hooks/useContactSearchState.ts';
import { fromSavedHrFilters, hrFilterPatch, isHrFilterOn } from './hrContactFilter.ts';

const HR = 12;
/** The HR family and the functions under it. */
const HR_MEMBERS = new Set([HR, 13, 14]);
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
  it('opens confined to the HR family with a clean URL, the picked functions looked for inside it', () => {
    const fresh = stateOf('');
    expect(isHrFilterOn(fresh, HR)).toBe(true);
    expect(toContactRequest(fresh, true, HR)).toMatchObject({ function_family: [HR] });
    expect(toContactRequest(fresh, true, HR)).not.toHaveProperty('function_parent');
    const picked = stateOf('function_parent=13&function=14');
    expect(toContactRequest(picked, true, HR)).toMatchObject({
      function_parent: [13],
      function: [14],
      function_family: [HR],
    });
    // The family picked by hand as an area is the switch, not an area of its own.
    const byHand = toContactRequest(stateOf(`allContacts=1&function_parent=${HR}`), true, HR);
    expect(byHand).toMatchObject({ function_family: [HR] });
    expect(byHand).not.toHaveProperty('function_parent');
  });

  it('changes nothing outside the HR edition, even with the switch param in the URL', () => {
    expect(toContactRequest(stateOf(''), true, null)).not.toHaveProperty('function_parent');
    expect(toContactRequest(stateOf(''), true, null)).not.toHaveProperty('function_family');
    const request = toContactRequest(stateOf('allContacts=1&function_parent=3'), true, null);
    expect(request.function_parent).toEqual([3]);
    expect(request).not.toHaveProperty('allContacts');
    expect(request).not.toHaveProperty('function_family');
  });

  it('switched off, shows every contact and keeps that through paging and sorting', () => {
    const picked = stateOf(`function_parent=3&function_parent=${HR}`);
    const off = urlAfter(picked, hrFilterPatch(picked, false, HR, HR_MEMBERS));
    expect(off).toBe('function_parent=3&allContacts=1');
    const paged = stateOf(urlAfter(stateOf(off), { pageNum: 3 }));
    const sorted = stateOf(urlAfter(paged, { sort_key: 'surname', sort_direction: 'asc' }));
    for (const state of [stateOf(off), paged, sorted]) {
      expect(isHrFilterOn(state, HR)).toBe(false);
      expect(toContactRequest(state, true, HR).function_parent).toEqual([3]);
      expect(toContactRequest(state, true, HR)).not.toHaveProperty('function_family');
    }
    expect(paged.pageNum).toBe(3);
    expect(sorted).toMatchObject({ sort_key: 'surname', pageNum: 1 });
  });

  it('switched on, drops the picked functions outside the family, which could only empty the list', () => {
    const off = stateOf('allContacts=1&function_parent=3&function_parent=13&function=9&function=14');
    const on = stateOf(urlAfter(off, hrFilterPatch(off, true, HR, HR_MEMBERS)));
    expect(toContactRequest(on, true, HR)).toMatchObject({
      function_parent: [13],
      function: [14],
      function_family: [HR],
    });
    const outsideOnly = stateOf('allContacts=1&function=9');
    expect(urlAfter(outsideOnly, hrFilterPatch(outsideOnly, true, HR, HR_MEMBERS))).toBe('');
  });

  it('switched back on, or after a reset, filters on the family again', () => {
    const off = stateOf('allContacts=1&surname=Ros');
    const on = urlAfter(off, hrFilterPatch(off, true, HR, HR_MEMBERS));
    expect(on).toBe('surname=Ros');
    expect(toContactRequest(stateOf(on), true, HR).function_family).toEqual([HR]);
    // Reset clears the URL: the default comes back.
    expect(isHrFilterOn(stateOf(''), HR)).toBe(true);
  });

  it('loads a saved search as it ran: with the family as the switch on, without it as off', () => {
    const savedOn = { function_parent: [3, HR], surname: 'Ros' };
    const loadedOn = stateOf(writeUrlState(fromSavedHrFilters(savedOn, HR), CONTACT_URL_CODECS).toString());
    expect(loadedOn.function_parent).toEqual([3]);
    expect(isHrFilterOn(loadedOn, HR)).toBe(true);
    expect(toContactRequest(loadedOn, true, HR)).toMatchObject({
      function_parent: [3],
      function_family: [HR],
    });

    const savedConfined = { function_family: [HR], function: [14] };
    const loadedConfined = stateOf(
      writeUrlState(fromSavedHrFilters(savedConfined, HR), CONTACT_URL_CODECS).toString(),
    );
    expect(isHrFilterOn(loadedConfined, HR)).toBe(true);
    expect(toContactRequest(loadedConfined, true, HR)).toMatchObject({
      function: [14],
      function_family: [HR],
    });

    const savedOff = { surname: 'Ros' };
    const loadedOff = stateOf(writeUrlState(fromSavedHrFilters(savedOff, HR), CONTACT_URL_CODECS).toString());
    expect(isHrFilterOn(loadedOff, HR)).toBe(false);
    expect(toContactRequest(loadedOff, true, HR)).not.toHaveProperty('function_parent');

    expect(fromSavedHrFilters(savedOff, null)).toBe(savedOff);
  });
});
