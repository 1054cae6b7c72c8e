import type { CompanyDetail, CompanySections, CreaSummary, PitchSummary } from '@adatlas/domain/companies';
import { toCreaFields } from '../creativity/crea-columns.ts';
import type { CompanyDetailRow } from './company-detail.repository.ts';
import type { findCompanyCreas, findCompanyPitches } from './company-sections.repository.ts';

function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

export function toCompanyDetail(
  row: CompanyDetailRow,
  sections: CompanySections,
  wikipediaExtract: string | null,
): CompanyDetail {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    active: row.active,
    logo: row.logo_url,
    mainCategory: row.main_category,
    sectors: row.sectors,
    otherCategories: row.other_categories,
    internationalInvest: row.international_invest,
    collectiveAgreements: row.collective_agreements,
    address: {
      address: row.address,
      addressNotes: row.address_notes,
      postalCode: row.postal_code,
      city: row.city,
      province: row.province,
      region: row.region,
      nation: row.nation,
      position: row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null,
    },
    tel: row.tel,
    fax: row.fax,
    email: row.email,
    website: row.website,
    eCommerce: row.e_commerce,
    vat: row.vat,
    creationYear: row.creation_year,
    storeNumber: row.store_number,
    numberOfContacts: row.number_of_contacts,
    mediumPlanning: row.medium_planning,
    incomeRange: row.income_range,
    employerRange: row.employer_range,
    keyNielsen: row.key_nielsen,
    atecoCode: row.ateco_code,
    nationOrig: row.nation_orig,
    publicComment: row.public_comment,
    parent: row.parent,
    childrenIds: row.children_ids.map(Number),
    externalLinks: row.external_links,
    wikipediaExtract,
    jobOffersUpdatedAt: row.job_offers_updated_at ? iso(row.job_offers_updated_at) : null,
    createdAt: iso(row.created_at),
    modifiedAt: iso(row.modified_at),
    verifiedAt: row.verified_at ? iso(row.verified_at) : null,
    sections,
  };
}

type PitchRow = Awaited<ReturnType<typeof findCompanyPitches>>[number];

function roleOf(row: PitchRow, companyId: number): PitchSummary['role'] {
  if (row.company_id === companyId) return 'advertiser';
  if (row.winner_company_id === companyId) return 'winner';
  if (row.former_winner_company_id === companyId) return 'formerWinner';
  return 'competitor';
}

export function toPitch(row: PitchRow, companyId: number): PitchSummary {
  return {
    id: row.id,
    title: row.title,
    startDate: row.start_date,
    endDate: row.end_date,
    category: { id: row.category_id, key: row.category_key },
    company: { id: row.company_id, name: row.company_name },
    winnerCompany:
      row.winner_company_id !== null && row.winner_name !== null
        ? { id: row.winner_company_id, name: row.winner_name }
        : null,
    role: roleOf(row, companyId),
  };
}

export function toCrea(row: Awaited<ReturnType<typeof findCompanyCreas>>[number]): CreaSummary {
  return {
    ...toCreaFields(row),
    brand: row.brand,
    agency: row.agency,
    active: row.active,
  };
}
