import type { AdminTreeNode } from '@adatlas/domain/admin';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/ApiError.ts';
import {
  addNameTakenKey,
  addTargets,
  moveRefusalKey,
  moveTargets,
  treeEditErrorKey,
} from './referenceTreeEdits.ts';

const node = (id: number, key: string, parentId: number | null, hrFamily = false): AdminTreeNode => ({
  id,
  key,
  parentId,
  active: true,
  identifier: null,
  hrFamily,
});
// Food ─ Snacks ─ Crisps, Drinks ─ Snacks, and People (the HR family).
const food = node(1, 'Food', null);
const snacks = node(2, 'Snacks', 1);
const drinkSnacks = node(5, 'Snacks', 4);
const people = node(6, 'People', null, true);
const nodes = [food, snacks, node(3, 'Crisps', 2), node(4, 'Drinks', null), drinkSnacks, people];
const refused = (clientType: string) =>
  new ApiError({ httpStatus: 400, clientType, description: 'refused', id: 'r1' });

describe('moveTargets', () => {
  it('offers every node but the one moved and those below it, named by path, in tree order', () => {
    expect(moveTargets(nodes, 1)).toEqual([
      { id: 4, label: 'Drinks' },
      { id: 5, label: 'Drinks › Snacks' },
      { id: 6, label: 'People' },
    ]);
    expect(moveTargets(nodes, 2).map((target) => target.label)).toEqual([
      'Food',
      'Drinks',
      'Drinks › Snacks',
      'People',
    ]);
  });
});

describe('moveRefusalKey', () => {
  it('names the rule the server applied', () => {
    expect(moveRefusalKey(refused('VALIDATION_ERROR'), nodes, food, 3)).toBe(
      'ADMIN.REFERENCE.MOVE_UNDER_ITSELF',
    );
    expect(moveRefusalKey(refused('VALIDATION_ERROR'), nodes, people, 1)).toBe(
      'ADMIN.REFERENCE.MOVE_HR_FAMILY',
    );
    expect(moveRefusalKey(refused('CONFLICT'), nodes, drinkSnacks, 1)).toBe(
      'ADMIN.REFERENCE.MOVE_NAME_TAKEN',
    );
  });
  it('falls back on the catalogue when the tree shown does not explain the refusal', () => {
    expect(moveRefusalKey(refused('VALIDATION_ERROR'), nodes, snacks, 4)).toBe('ERROR.VALIDATION_ERROR');
    expect(moveRefusalKey(refused('NOT_FOUND'), nodes, snacks, 4)).toBe('ERROR.NOT_FOUND');
    expect(moveRefusalKey(new Error('offline'), nodes, snacks, 4)).toBe('ERROR.UNEXPECTED');
  });
});

describe('treeEditErrorKey', () => {
  it('reads a conflict as a name taken at that level', () => {
    expect(treeEditErrorKey(refused('CONFLICT'))).toBe('ADMIN.REFERENCE.NAME_TAKEN');
    expect(treeEditErrorKey(refused('VALIDATION_ERROR'))).toBe('ERROR.VALIDATION_ERROR');
  });
});

describe('addTargets', () => {
  it('offers the top level alone without a selection', () => {
    expect(addTargets(nodes, null, 'Sweets')).toEqual([{ parentId: null, twin: undefined }]);
  });

  it('offers under the selected node and, always, the top level', () => {
    expect(addTargets(nodes, 2, 'Sweets')).toEqual([
      { parentId: 2, twin: undefined },
      { parentId: null, twin: undefined },
    ]);
  });

  it('names the sibling already holding the name at each place, whatever the case', () => {
    expect(addTargets(nodes, 1, 'snacks')).toEqual([
      { parentId: 1, twin: snacks },
      { parentId: null, twin: undefined },
    ]);
    expect(addTargets(nodes, 1, ' drinks ')).toEqual([
      { parentId: 1, twin: undefined },
      { parentId: null, twin: nodes[3] },
    ]);
    expect(addTargets(nodes, 1, '  ').every((target) => target.twin === undefined)).toBe(true);
  });
});

describe('addNameTakenKey', () => {
  it('says which of the two places holds the name when both are offered', () => {
    expect(addNameTakenKey(null, false)).toBe('ADMIN.REFERENCE.NAME_TAKEN');
    expect(addNameTakenKey(null, true)).toBe('ADMIN.REFERENCE.NAME_TAKEN_AT_TOP');
    expect(addNameTakenKey(2, true)).toBe('ADMIN.REFERENCE.NAME_TAKEN_UNDER');
  });
});
