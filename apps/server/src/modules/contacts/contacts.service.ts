import {
  type ContactDetail,
  type ContactPreview,
  type ContactSearchRequest,
  type ContactSearchResponse,
  contactDetailSchema,
} from '@adatlas/domain/contacts';
import { revealContact } from '@adatlas/domain/entitlements';
import { lastUpdatedAt } from '@adatlas/domain/record-history';
import { toContactName } from '../../platform/database/contact-columns.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import type { RecordOpen } from '../billing/record-open.ts';
import { findSearchPage, type SearchPageOptions } from '../results-limit/search-page.ts';
import type { createContactSearch } from './contact.search.ts';
import { getContactRow } from './contacts.repository.ts';

export interface ContactsService {
  findContacts(ctx: RequestContext, request: ContactSearchRequest): Promise<ContactSearchResponse>;
  getContact(
    ctx: RequestContext,
    id: number,
  ): Promise<{ data: ContactDetail; schema: ReturnType<typeof contactDetailSchema> }>;
  /** What the lists show and which details an open would reveal: free, for a caller who cannot open it. */
  getContactPreview(ctx: RequestContext, id: number): Promise<ContactPreview>;
}

export interface ContactsServiceOptions extends SearchPageOptions {
  search: ReturnType<typeof createContactSearch>;
  opens: RecordOpen;
}

/** The contact's company as a link (id and name), or null for a contact without one. */
function companyRefOf(row: {
  company_id: number | null;
  company_name: string | null;
}): { id: number; name: string } | null {
  return row.company_id !== null && row.company_name !== null
    ? { id: row.company_id, name: row.company_name }
    : null;
}

function isoOrNull(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

/** The same field list for every contact: built once, not per answer. */
const DETAIL_SCHEMA = contactDetailSchema();

export function createContactsService(options: ContactsServiceOptions): ContactsService {
  async function getRow(ctx: RequestContext, id: number) {
    const load = () => getContactRow(ctx.tenantDb.db, id);
    const row = await (options.cache ? options.cache.get(ctx.tenant, `contact:${id}`, load) : load());
    if (!row) throw new AppError('NOT_FOUND', `Contact ${id} not found`);
    return row;
  }

  return {
    async findContacts(ctx, request) {
      const search = await options.search(ctx, request);
      const { meta, rows } = await findSearchPage(ctx, request, search, {
        ...options,
        cacheKind: 'contacts',
      });
      const data = rows.map((row) => ({
        ...toContactName(row),
        company: companyRefOf(row),
        city: row.city,
        emailExists: Boolean(row.email),
        modifiedAt: new Date(row.modified_at).toISOString(),
        updatedAt: lastUpdatedAt(row.modified_at, row.verified_at).toISOString(),
      }));
      return { contacts: { ...meta, data } };
    },

    async getContactPreview(ctx, id) {
      const row = await getRow(ctx, id);
      // Never revealed here: the flags say which details exist, the values stay back.
      const { emailExists, phoneExists, linkedinExists } = revealContact(
        { email: row.email, tel: row.tel, phone: row.phone, linkedin: row.linkedin },
        false,
      );
      return {
        ...toContactName(row),
        company: companyRefOf(row),
        city: row.city ?? row.company_city,
        emailExists,
        phoneExists,
        linkedinExists,
      };
    },

    async getContact(ctx, id) {
      const row = await getRow(ctx, id);
      await options.opens.recordOpen(ctx, 'contact', id);
      const data: ContactDetail = {
        ...toContactName(row),
        email: row.email,
        tel: row.tel,
        phone: row.phone,
        fax: row.fax,
        linkedin: row.linkedin,
        xing: row.xing,
        company:
          row.company_id !== null && row.company_name !== null
            ? {
                id: row.company_id,
                name: row.company_name,
                tel: row.company_tel,
                fax: row.company_fax,
                address: row.company_address,
                city: row.company_city,
                website: row.company_website,
                e_commerce: row.company_e_commerce,
                vat: row.company_vat,
              }
            : null,
        address: row.address,
        address_notes: row.address_notes,
        city: row.city,
        province: row.province,
        region: row.region,
        nation: row.nation,
        nomination_date: row.nomination_date,
        nomination_comment: row.nomination_comment,
        profile_img: row.profile_img,
        active: row.active,
        emailExists: Boolean(row.email),
        brands: row.brands,
        created_at: isoOrNull(row.created_at) ?? '',
        modified_at: isoOrNull(row.modified_at) ?? '',
        verified_at: isoOrNull(row.verified_at),
      };
      return { data, schema: DETAIL_SCHEMA };
    },
  };
}
