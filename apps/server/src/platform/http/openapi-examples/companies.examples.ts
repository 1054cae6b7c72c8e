import {
  ARMANDO_TESTA,
  BARILLA,
  FOOD,
  MULINO_BIANCO,
  MULINO_BIANCO_AGENCIES,
  type OperationExample,
  PASTA,
  PUBLICIS,
} from './operation-example.ts';

const COMPANY_SEARCH = {
  main_category: [FOOD.id],
  region: ['Emilia-Romagna'],
  financial_filters: [{ year: 2025, key: 'revenue', min: 100_000_000 }],
  pageNum: 1,
  limit: 20,
  sort_key: 'name',
  sort_direction: 'asc',
};

const BRAND_ROW = {
  ...MULINO_BIANCO,
  logo: 'https://cdn.adatlas.example/brands/5120.png',
  website: 'https://www.mulinobianco.it',
  company: BARILLA,
  sectors: [PASTA],
  categories: [{ categoryId: 41, categoryName: 'Creative' }],
  agencies: MULINO_BIANCO_AGENCIES,
};

/** Companies: search, the detail page and its tabs, quick search, autocomplete, export. */
export const COMPANY_EXAMPLES: Record<string, OperationExample> = {
  'GET /api/v1/frontend/search': {
    response: {
      companies: {
        totalResults: 2,
        totalIsCapped: false,
        data: [
          { ...BARILLA, type: 'ADV', city: 'Parma', logo: 'https://cdn.adatlas.example/logos/1842.png' },
          { id: 1907, name: 'Barilla Holding S.p.A.', type: 'ADV', city: 'Parma', logo: null },
        ],
      },
      contacts: {
        totalResults: 1,
        totalIsCapped: false,
        data: [
          { id: 90211, name: 'Giulia', surname: 'Barilli', title: 'Marketing Director', company: BARILLA },
        ],
      },
      brands: {
        totalResults: 1,
        totalIsCapped: false,
        data: [{ id: 5188, name: 'Barilla', logo: null, company: BARILLA }],
      },
    },
  },
  'POST /api/v1/frontend/company': {
    body: COMPANY_SEARCH,
    response: {
      totalResults: 1,
      totalIsCapped: false,
      currentPage: 1,
      totalPages: 1,
      resultsLimited: false,
      data: [
        {
          ...BARILLA,
          type: 'ADV',
          logo: 'https://cdn.adatlas.example/logos/1842.png',
          city: 'Parma',
          province: 'PR',
          region: 'Emilia-Romagna',
          website: 'https://www.barillagroup.com',
          mainCategory: FOOD,
          sectorIds: [PASTA.id],
          numberOfContacts: 38,
          updatedAt: '2026-11-24T09:30:00.000Z',
        },
      ],
    },
  },
  'POST /api/v1/frontend/company/export': {
    body: { ...COMPANY_SEARCH, pageNum: undefined, limit: undefined },
  },
  'GET /api/v1/frontend/company/:id': {
    params: { id: BARILLA.id },
    response: {
      data: {
        ...BARILLA,
        type: 'ADV',
        active: true,
        logo: 'https://cdn.adatlas.example/logos/1842.png',
        mainCategory: FOOD,
        sectors: [PASTA],
        otherCategories: [],
        internationalInvest: ['Europe', 'North America'],
        collectiveAgreements: [{ id: 4, key: 'food_industry', identifier: 'C011' }],
        address: {
          address: 'Via Mantova 166',
          addressNotes: null,
          postalCode: '43122',
          city: 'Parma',
          province: 'PR',
          region: 'Emilia-Romagna',
          nation: 'Italy',
          position: { lat: 44.8205, lng: 10.3519 },
        },
        tel: '+39 0521 2621',
        fax: null,
        email: 'info@barilla.com',
        website: 'https://www.barillagroup.com',
        eCommerce: 'https://shop.barilla.com',
        vat: 'IT01654010345',
        creationYear: 1877,
        storeNumber: null,
        numberOfContacts: 38,
        mediumPlanning: 'Above 50 M€',
        incomeRange: 'Above 1 bn€',
        employerRange: 'Above 5,000',
        keyNielsen: 'BARILLA',
        atecoCode: '10.73',
        nationOrig: 'Italy',
        publicComment: null,
        parent: { id: 1907, name: 'Barilla Holding S.p.A.' },
        childrenIds: [5120],
        externalLinks: [
          { id: 77, label: 'LinkedIn', link: 'https://www.linkedin.com/company/barilla', disabled: false },
        ],
        wikipediaExtract:
          'Barilla G. e R. Fratelli is an Italian family-owned food company founded in 1877 in Parma.',
        jobOffersUpdatedAt: '2026-11-20T06:00:00.000Z',
        createdAt: '2019-03-04T09:12:00.000Z',
        modifiedAt: '2026-11-18T15:40:00.000Z',
        verifiedAt: '2026-11-24T09:30:00.000Z',
        sections: {
          contacts: true,
          financials: true,
          jobOffers: true,
          investmentRounds: false,
          nielsen: true,
          socialMedia: true,
          brands: true,
          pitch: true,
          creativity: true,
          group: true,
        },
      },
    },
  },
  'GET /api/v1/frontend/company/:id/preview': {
    params: { id: BARILLA.id },
    response: {
      data: {
        ...BARILLA,
        type: 'ADV',
        city: 'Parma',
        sections: {
          contacts: true,
          financials: true,
          jobOffers: true,
          investmentRounds: false,
          nielsen: true,
          socialMedia: true,
          brands: true,
          pitch: true,
          creativity: true,
          group: true,
        },
      },
    },
  },
  'GET /api/v1/frontend/company/:id/contacts': {
    params: { id: BARILLA.id },
    response: {
      data: [
        {
          id: 90211,
          name: 'Giulia',
          surname: 'Barilli',
          prefix: 'Dott.ssa',
          title: 'Marketing Director',
          function: { id: 7, key: 'marketing' },
          email: 'giulia.barilli@barilla.com',
          tel: '+39 0521 262 111',
          linkedin: 'https://www.linkedin.com/in/giulia-barilli',
          modifiedAt: '2026-10-02T08:30:00.000Z',
          revealed: true,
          emailExists: true,
          phoneExists: true,
          linkedinExists: true,
        },
        {
          id: 90388,
          name: 'Marco',
          surname: 'Ferri',
          prefix: null,
          title: 'Head of Media',
          function: { id: 8, key: 'media' },
          email: null,
          tel: null,
          linkedin: null,
          modifiedAt: '2026-09-14T10:05:00.000Z',
          revealed: false,
          emailExists: true,
          phoneExists: false,
          linkedinExists: true,
        },
      ],
    },
  },
  'GET /api/v1/frontend/company/:id/financials': {
    params: { id: BARILLA.id },
    response: {
      data: [
        {
          year: 2025,
          revenue: 4_870_000_000,
          operatingResult: 512_000_000,
          employees: 8_750,
          personnelCost: 610_000_000,
        },
        {
          year: 2024,
          revenue: 4_660_000_000,
          operatingResult: 470_000_000,
          employees: 8_600,
          personnelCost: 585_000_000,
        },
      ],
    },
  },
  'GET /api/v1/frontend/company/:id/job-offers': {
    params: { id: BARILLA.id },
    response: {
      data: [
        {
          id: 3311,
          publishedAt: '2026-11-19T00:00:00.000Z',
          jobTitle: 'Brand Manager – Pasta',
          contractType: 'Permanent',
          location: 'Parma',
          url: 'https://careers.barilla.example/jobs/3311',
          description: 'Lead the Italian brand plan of the pasta range with the media and creative agencies.',
        },
      ],
    },
  },
  'GET /api/v1/frontend/company/:id/investment-rounds': {
    params: { id: 2455 },
    response: {
      data: [
        {
          id: 118,
          fundingType: { id: 2, key: 'series_a' },
          fundingDate: '2026-04-15',
          totalAmountInvested: 12_000_000,
          investors: [
            { companyId: 2601, companyName: 'United Ventures SGR', amountInvested: 8_000_000 },
            { companyId: null, companyName: 'Business angels', amountInvested: 4_000_000 },
          ],
        },
      ],
    },
  },
  'GET /api/v1/frontend/company/:id/nielsen': {
    params: { id: BARILLA.id },
    response: {
      data: {
        years: [2024, 2025],
        channels: ['TV', 'Digital'],
        rows: [
          { year: 2024, channel: 'TV', amount: 38_400_000 },
          { year: 2024, channel: 'Digital', amount: 9_100_000 },
          { year: 2025, channel: 'TV', amount: 36_900_000 },
          { year: 2025, channel: 'Digital', amount: 12_300_000 },
        ],
        grandTotals: [
          { year: 2024, amount: 47_500_000 },
          { year: 2025, amount: 49_200_000 },
        ],
      },
    },
  },
  'GET /api/v1/frontend/company/:id/socialMedia': {
    params: { id: BARILLA.id },
    response: {
      data: [
        {
          network: 'instagram',
          measuredAt: '2026-11-01',
          followers: 1_240_000,
          likes: null,
          posts: 2_310,
          views: null,
          appRating: null,
          history: [
            { measuredAt: '2026-10-01', followers: 1_228_000 },
            { measuredAt: '2026-11-01', followers: 1_240_000 },
          ],
        },
      ],
    },
  },
  'GET /api/v1/frontend/company/:id/brands': {
    params: { id: BARILLA.id },
    response: { kind: 'own', data: [BRAND_ROW] },
  },
  'GET /api/v1/frontend/company/:id/pitches': {
    params: { id: BARILLA.id },
    response: {
      data: [
        {
          id: 7712,
          title: 'Barilla – media planning and buying Italy 2027',
          startDate: '2026-09-01',
          endDate: '2026-11-15',
          category: { id: 5, key: 'media' },
          company: BARILLA,
          winnerCompany: PUBLICIS,
          role: 'advertiser',
        },
      ],
      graph: [
        { year: 2025, count: 1 },
        { year: 2026, count: 2 },
      ],
    },
  },
  'GET /api/v1/frontend/company/:id/creas': {
    params: { id: BARILLA.id },
    response: {
      data: [
        {
          id: 66120,
          title: 'Mulino Bianco – Il buongiorno',
          date: '2026-10-05',
          duration: 30,
          url: 'https://video.adatlas.example/creas/66120.mp4',
          snapshotUrl: 'https://cdn.adatlas.example/creas/66120.jpg',
          brand: MULINO_BIANCO,
          agency: ARMANDO_TESTA,
          active: true,
        },
      ],
    },
  },
  'GET /api/v1/frontend/company/:id/group': {
    params: { id: BARILLA.id },
    response: {
      data: {
        id: 1907,
        name: 'Barilla Holding S.p.A.',
        children: [{ ...BARILLA, children: [{ id: 2290, name: 'Pavesi S.p.A.', children: [] }] }],
      },
    },
  },
  'GET /api/v1/frontend/company/field/:field': {
    params: { field: 'city' },
    response: { data: ['Parma', 'Pavia', 'Padova'] },
  },
};
