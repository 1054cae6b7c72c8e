import { BARILLA, FOOD, MULINO_BIANCO, type OperationExample } from './operation-example.ts';

const CONTACT_SEARCH = {
  company_filters: { main_category: [FOOD.id] },
  function: [7],
  region: ['Emilia-Romagna'],
  pageNum: 1,
  limit: 20,
};

/** Contacts: search, detail (revealed as the reveal rule allows), autocomplete, exports. */
export const CONTACT_EXAMPLES: Record<string, OperationExample> = {
  'POST /api/v1/frontend/contact': {
    body: CONTACT_SEARCH,
    response: {
      contacts: {
        totalResults: 1,
        totalIsCapped: false,
        currentPage: 1,
        totalPages: 1,
        resultsLimited: false,
        data: [
          {
            id: 90211,
            name: 'Giulia',
            surname: 'Barilli',
            prefix: 'Dott.ssa',
            title: 'Marketing Director',
            function: { id: 7, key: 'marketing' },
            company: BARILLA,
            city: 'Parma',
            emailExists: true,
            modifiedAt: '2026-10-02T08:30:00.000Z',
            updatedAt: '2026-10-02T08:30:00.000Z',
          },
        ],
      },
    },
  },
  'POST /api/v1/frontend/contact/export': {
    body: { ...CONTACT_SEARCH, pageNum: undefined, limit: undefined },
  },
  'POST /api/v1/frontend/contacts/export-to-mailer': {
    body: { ids: [90211, 90388], listName: 'Food marketing directors' },
    response: { listName: 'Food marketing directors', exported: 2, skipped: 0 },
  },
  'GET /api/v1/frontend/contact/:id': {
    params: { id: 90211 },
    response: {
      data: {
        id: 90211,
        prefix: 'Dott.ssa',
        name: 'Giulia',
        surname: 'Barilli',
        title: 'Marketing Director',
        function: { id: 7, key: 'marketing' },
        email: 'giulia.barilli@barilla.com',
        tel: '+39 0521 262 111',
        phone: null,
        fax: null,
        linkedin: 'https://www.linkedin.com/in/giulia-barilli',
        xing: null,
        company: {
          ...BARILLA,
          tel: '+39 0521 2621',
          fax: null,
          address: 'Via Mantova 166',
          city: 'Parma',
          website: 'https://www.barillagroup.com',
          e_commerce: null,
          vat: 'IT01654010345',
        },
        address: null,
        address_notes: null,
        city: 'Parma',
        province: 'PR',
        region: 'Emilia-Romagna',
        nation: 'Italy',
        nomination_date: '2024-02-01',
        nomination_comment: 'Previously Brand Manager at Ferrero',
        profile_img: null,
        active: true,
        emailExists: true,
        brands: [MULINO_BIANCO],
        created_at: '2021-05-10T09:00:00.000Z',
        modified_at: '2026-10-02T08:30:00.000Z',
        verified_at: null,
      },
      schema: [
        { section: 'registry', order: 1, key: 'title', label: 'Job title', type: 'string' },
        { section: 'contact', order: 1, key: 'email', label: 'E-mail', type: 'email' },
      ],
    },
  },
  'GET /api/v1/frontend/contact/:id/preview': {
    params: { id: 90211 },
    response: {
      data: {
        id: 90211,
        prefix: 'Dott.ssa',
        name: 'Giulia',
        surname: 'Barilli',
        title: 'Marketing Director',
        function: { id: 7, key: 'marketing' },
        company: BARILLA,
        city: 'Parma',
        emailExists: true,
        phoneExists: true,
        linkedinExists: false,
      },
    },
  },
  'GET /api/v1/frontend/contact/field/:field': {
    params: { field: 'city' },
    response: { data: ['Milano', 'Modena', 'Monza'] },
  },
  'GET /api/v1/frontend/home/contacts': {
    response: {
      data: [
        {
          id: 90211,
          name: 'Giulia',
          surname: 'Barilli',
          title: 'Marketing Director',
          company: BARILLA,
          modifiedAt: '2026-10-02T08:30:00.000Z',
        },
      ],
    },
  },
};
