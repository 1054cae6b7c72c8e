import type { CompanyInfo } from './generate-companies.ts';
import type { SeedContext } from './seed-types.ts';

/**
 * About 10% of companies end up in groups of 2 to 6 of the same type: the first member is the
 * head, every other member hangs under an earlier one, so the trees cannot have cycles.
 */
export function assignGroups(ctx: SeedContext, all: CompanyInfo[]): void {
  const { faker } = ctx;
  const target = Math.round(all.length * 0.1);
  const candidates = faker.helpers.shuffle(all.filter((info) => !info.famous));
  let grouped = 0;
  while (grouped < target && candidates.length >= 2) {
    const head = candidates.pop()!;
    const members = [head];
    const size = faker.number.int({ min: 2, max: 6 });
    for (let i = candidates.length - 1; i >= 0 && members.length < size; i--) {
      if (candidates[i]!.row.type !== head.row.type) continue;
      const member = candidates.splice(i, 1)[0]!;
      member.row.parent_id = faker.helpers.arrayElement(members).row.id;
      members.push(member);
    }
    if (members.length > 1) grouped += members.length;
  }
}
