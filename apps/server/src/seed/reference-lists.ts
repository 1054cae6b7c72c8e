import type { CountryProfile, Language } from './countries/country-profile.ts';
import { CATEGORY_TREE, type CategoryCode } from './reference-data/categories.ts';
import {
  AGENCY_DISCIPLINES,
  EMPLOYER_BANDS,
  FLAT_LISTS,
  type FlatItemSeed,
  INCOME_BANDS,
} from './reference-data/flat-lists.ts';
import { labelIn, type TreeSeed } from './reference-data/labels.ts';
import {
  FUNCTION_TREE,
  type FunctionCode,
  SECTOR_TREE,
  type SectorCode,
} from './reference-data/sectors-functions.ts';
import type { SeedRow, TenantDataSet } from './seed-types.ts';

export type FlatListName =
  | keyof typeof FLAT_LISTS
  | 'income_range'
  | 'employer_range'
  | 'pitch_category'
  | 'agency_category';

export interface TreeIds<Code extends string> {
  byCode: Map<Code, number>;
  codeById: Map<number, Code>;
  roots: number[];
  /** Nodes without children: what a record is usually classified under. */
  leaves: number[];
  /** The leaves under a root (the root itself when it has none). */
  leavesOf(code: Code): number[];
  /** The key (the name in the country's language) a node was written with. */
  keyById: Map<number, string>;
}

export interface ReferenceIds {
  categories: TreeIds<CategoryCode>;
  sectors: TreeIds<SectorCode>;
  functions: TreeIds<FunctionCode>;
  collectiveAgreementIds: number[];
  /** Keys of a flat list, in order. */
  keys(list: FlatListName): string[];
  /** Id of a flat-list item. */
  itemId(list: FlatListName, key: string): number;
}

type TreeTable = 'categories' | 'sectors' | 'functions';

/** Materialised path of a node: its ancestors' ids and its own, joined by dots ("3.17"). */
function buildTree<Code extends string>(
  seeds: readonly TreeSeed[],
  language: Language,
  rows: SeedRow<TreeTable>[],
  options: { withCodes?: boolean } = {},
): TreeIds<Code> {
  const byCode = new Map<Code, number>();
  const leavesByRoot = new Map<string, number[]>();
  const roots: number[] = [];
  const leaves: number[] = [];
  const keyById = new Map<number, string>();
  const visit = (node: TreeSeed, parent: SeedRow<TreeTable> | null, rootCode: string, order: number) => {
    const id = rows.length + 1;
    const row = {
      id,
      key: labelIn(node.labels, language),
      parent_id: parent?.id ?? null,
      path: parent ? `${parent.path}.${id}` : String(id),
      sort_order: order,
      active: true,
      // Functions keep their seed code: the HR edition finds the Human-resources family by it.
      ...(options.withCodes ? { code: node.code } : {}),
    };
    rows.push(row);
    keyById.set(id, row.key);
    byCode.set(node.code as Code, id);
    if (!parent) roots.push(id);
    if (!node.children?.length) {
      leaves.push(id);
      leavesByRoot.set(rootCode, [...(leavesByRoot.get(rootCode) ?? []), id]);
    }
    node.children?.forEach((child, index) => {
      visit(child, row, rootCode, index);
    });
  };
  seeds.forEach((seed, index) => {
    visit(seed, null, seed.code, index);
  });
  return {
    byCode,
    codeById: new Map([...byCode].map(([code, id]) => [id, code])),
    roots,
    leaves,
    leavesOf: (code) => leavesByRoot.get(code) ?? [byCode.get(code)!],
    keyById,
  };
}

function flatItems(country: CountryProfile): [FlatListName, FlatItemSeed[]][] {
  const income = INCOME_BANDS.map(([key, band]) => ({
    key,
    labels: sameLabel(`${band} M${country.currency}`),
  }));
  const employer = EMPLOYER_BANDS.map(([key, band]) => ({ key, labels: sameLabel(band) }));
  return [
    ['income_range', income],
    ['employer_range', employer],
    ...(Object.entries(FLAT_LISTS) as unknown as [FlatListName, FlatItemSeed[]][]),
    ['pitch_category', [...AGENCY_DISCIPLINES]],
    ['agency_category', [...AGENCY_DISCIPLINES]],
  ];
}

function sameLabel(label: string) {
  return [label, label, label, label, label, label] as const;
}

/** Fills the reference tables of one country, in its language, with explicit ids. */
export function buildReferenceLists(country: CountryProfile, data: TenantDataSet): ReferenceIds {
  const { language } = country;
  const categories = buildTree<CategoryCode>(CATEGORY_TREE, language, data.categories);
  const sectors = buildTree<SectorCode>(SECTOR_TREE, language, data.sectors);
  const functions = buildTree<FunctionCode>(FUNCTION_TREE, language, data.functions, {
    withCodes: true,
  });

  const items = new Map<string, number>();
  const keysByList = new Map<FlatListName, string[]>();
  for (const [list, seeds] of flatItems(country)) {
    keysByList.set(
      list,
      seeds.map((seed) => seed.key),
    );
    seeds.forEach((seed, index) => {
      const id = data.reference_items.length + 1;
      data.reference_items.push({
        id,
        list,
        key: seed.key,
        label: labelIn(seed.labels, language),
        sort_order: index,
        active: true,
      });
      items.set(`${list}/${seed.key}`, id);
    });
  }

  const collectiveAgreementIds: number[] = [];
  const addAgreement = (seed: CountryProfile['collectiveAgreements'][number], parentId: number | null) => {
    const id = data.collective_agreements.length + 1;
    data.collective_agreements.push({
      id,
      key: seed.key,
      identifier: seed.identifier,
      parent_id: parentId,
      active: true,
      extra_fields: {},
    });
    collectiveAgreementIds.push(id);
    for (const child of seed.children ?? []) addAgreement(child, id);
  };
  for (const seed of country.collectiveAgreements) addAgreement(seed, null);

  return {
    categories,
    sectors,
    functions,
    collectiveAgreementIds,
    keys: (list) => keysByList.get(list) ?? [],
    itemId(list, key) {
      const id = items.get(`${list}/${key}`);
      if (id === undefined) throw new Error(`Unknown reference item ${list}/${key}`);
      return id;
    },
  };
}
