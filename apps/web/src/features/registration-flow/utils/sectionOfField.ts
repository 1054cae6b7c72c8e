import type { BillingSection } from '../../billing/index.ts';

type Name = readonly (string | number)[];
const same = (a: Name, b: Name) => a.length === b.length && a.every((part, index) => part === b[index]);

/** The first section (in order) that holds one of `names`; null when none does. */
export function sectionOfField(
  sections: readonly Pick<BillingSection, 'fields'>[],
  names: readonly Name[],
): number | null {
  const index = sections.findIndex((section) =>
    section.fields.some((field) => names.some((name) => same(field, name))),
  );
  return index === -1 ? null : index;
}
