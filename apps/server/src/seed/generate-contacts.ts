import type { CompanyIndex, CompanyInfo, CompanyType } from './generate-companies.ts';
import { labelIn } from './reference-data/labels.ts';
import { fillTemplate, PHRASES } from './reference-data/phrases.ts';
import { FUNCTION_TREE, type FunctionCode } from './reference-data/sectors-functions.ts';
import { chance, recentDate, weightedPicker } from './seed-helpers.ts';
import { isoDate, type SeedContext, type SeedRow, slugify, type TenantDataSet } from './seed-types.ts';

/** Departments a company of each type staffs (and so the functions of its contacts). */
const DEPARTMENTS_BY_TYPE: Record<CompanyType, FunctionCode[]> = {
  ADV: ['marketing', 'marketing', 'communication', 'digital', 'media', 'management', 'sales', 'hr'],
  AG: ['creative', 'account', 'account', 'management', 'media', 'digital'],
  CP: ['sales', 'sales', 'management', 'digital', 'communication'],
  ME: ['sales', 'management', 'digital', 'communication', 'media'],
};

const ROLE_LABELS = new Map(
  FUNCTION_TREE.flatMap((department) => [
    [department.code as string, department.labels],
    ...(department.children ?? []).map((role) => [role.code as string, role.labels] as const),
  ]),
);

export interface ContactIndex {
  all: SeedRow<'contacts'>[];
  byCompany: Map<number, SeedRow<'contacts'>[]>;
}

/** Contacts spread over companies by size (leaders have dozens, many small ones none). */
export function generateContacts(
  ctx: SeedContext,
  data: TenantDataSet,
  companies: CompanyIndex,
): ContactIndex {
  const { faker } = ctx;
  const total = Math.round(8000 * ctx.scale);
  const owners: CompanyInfo[] = [];
  for (const company of companies.all) {
    if (company.famous) for (let i = 0; i < faker.number.int({ min: 6, max: 14 }); i++) owners.push(company);
  }
  const pickCompany = weightedPicker(faker, companies.all, (company) => 0.2 + company.size * 6);
  while (owners.length < total) owners.push(pickCompany());

  const byCompany = new Map<number, SeedRow<'contacts'>[]>();
  owners.forEach((company, index) => {
    const contact = contactRow(ctx, index + 1, company);
    data.contacts.push(contact);
    const list = byCompany.get(company.row.id);
    if (list) list.push(contact);
    else byCompany.set(company.row.id, [contact]);
  });
  for (const company of companies.all)
    company.row.number_of_contacts = byCompany.get(company.row.id)?.length ?? 0;
  return { all: data.contacts, byCompany };
}

function contactRow(ctx: SeedContext, id: number, company: CompanyInfo): SeedRow<'contacts'> {
  const { faker, country, refs } = ctx;
  const sex = faker.person.sexType();
  const name = faker.person.firstName(sex);
  const surname = faker.person.lastName(sex);
  const department = faker.helpers.arrayElement(DEPARTMENTS_BY_TYPE[company.row.type]);
  const roles = refs.functions.leavesOf(department);
  const functionId = faker.helpers.arrayElement(roles);
  const roleCode = refs.functions.codeById.get(functionId) ?? department;
  const title = labelIn(ROLE_LABELS.get(roleCode)!, country.language);
  const handle = slugify(`${name} ${surname}`);
  const createdAt = recentDate(ctx, 2500, 30);
  const nominated = chance(faker, 0.3);
  return {
    id,
    company_id: company.row.id,
    name,
    surname,
    prefix: chance(faker, 0.5) ? faker.person.prefix(sex) : null,
    title,
    function_id: functionId,
    email: chance(faker, 0.85) ? `${handle.replace(/-/g, '.')}@${company.domain}` : null,
    tel: chance(faker, 0.6) ? company.row.tel : null,
    phone: chance(faker, 0.5) ? faker.phone.number({ style: 'national' }) : null,
    fax: null,
    linkedin: chance(faker, 0.6) ? `https://www.linkedin.com/in/${handle}-${id}` : null,
    xing:
      country.language === 'de' && chance(faker, 0.4)
        ? `https://www.xing.com/profile/${handle.replace(/-/g, '_')}`
        : null,
    address: company.row.address,
    address_notes: null,
    city: company.row.city,
    province: company.row.province,
    region: company.row.region,
    nation: company.row.nation,
    nomination_date: nominated ? isoDate(recentDate(ctx, 730)) : null,
    nomination_comment: nominated
      ? fillTemplate(PHRASES[country.language].nominationComment, { role: title, company: company.row.name })
      : null,
    profile_img: null,
    active: chance(faker, 0.95),
    created_at: createdAt,
    modified_at: recentDate(ctx, Math.min(400, (ctx.today.getTime() - createdAt.getTime()) / 86_400_000)),
    modified_by: null,
    companychange_at: null,
    functionchange_at: null,
    verified_at: null,
  };
}
