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

const MEDIA = { id: 5, key: 'media' };
const PITCH_SEARCH = {
  category: [MEDIA.id],
  min_start_date: '2026-01-01',
  status: 'ALL',
  company_filters: { name: 'Barilla' },
  pageNum: 1,
  limit: 20,
  sort_key: 'start_date',
  sort_direction: 'desc',
};
const PITCH_ROW = {
  id: 7712,
  title: 'Barilla – media planning and buying Italy 2027',
  company: BARILLA,
  category: MEDIA,
  start_date: '2026-09-01',
  end_date: '2026-11-15',
  winner: PUBLICIS,
  formerWinner: { id: 2388, name: 'OMD Italia S.r.l.' },
  competitors: [PUBLICIS, { id: 2388, name: 'OMD Italia S.r.l.' }],
  externalCompetitors: ['Havas Media'],
  externalWinner: null,
  externalFormerWinner: null,
  brands: [MULINO_BIANCO],
  scope: 'Italy',
  competition: true,
  comment: null,
  source: 'Press release',
};
const CREA_ROW = {
  id: 66120,
  title: 'Mulino Bianco – Il buongiorno',
  date: '2026-10-05',
  duration: 30,
  url: 'https://video.adatlas.example/creas/66120.mp4',
  snapshotUrl: 'https://cdn.adatlas.example/creas/66120.jpg',
  infos: 'Director: Paolo Sorrentino',
  brand: MULINO_BIANCO,
  company: BARILLA,
  agency: ARMANDO_TESTA,
  productionAgency: { id: 2702, name: 'Indiana Production S.p.A.' },
  postProductionAgency: null,
  musicProductionAgency: null,
};
const WORK_RELATIONS = {
  brand_company_agency: 'Mulino',
  sector: [PASTA.id],
  sort_key: 'company',
  sort_direction: 'asc',
  pageNum: 1,
};

/** Brands, pitches, pitch scores, work relations, creative works, ad libraries, news, places, reference lists. */
export const MARKET_EXAMPLES: Record<string, OperationExample> = {
  'GET /api/v1/frontend/brand': {
    response: {
      totalResults: 1,
      totalIsCapped: false,
      currentPage: 1,
      totalPages: 1,
      resultsLimited: false,
      data: [{ ...MULINO_BIANCO, logo: 'https://cdn.adatlas.example/brands/5120.png', company: BARILLA }],
    },
  },
  'GET /api/v1/frontend/brand/:id': {
    params: { id: MULINO_BIANCO.id },
    response: {
      data: {
        ...MULINO_BIANCO,
        active: true,
        logo: 'https://cdn.adatlas.example/brands/5120.png',
        website: 'https://www.mulinobianco.it',
        company: BARILLA,
        sectors: [PASTA],
        externalLinks: [
          { id: 91, label: 'Instagram', link: 'https://www.instagram.com/mulinobianco', disabled: false },
        ],
        agencies: MULINO_BIANCO_AGENCIES,
        creas: [
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
        pitches: [
          {
            id: 7712,
            title: 'Barilla – media planning and buying Italy 2027',
            startDate: '2026-09-01',
            endDate: '2026-11-15',
            category: MEDIA,
            company: BARILLA,
            winnerCompany: PUBLICIS,
          },
        ],
        contacts: [{ id: 90211, name: 'Giulia', surname: 'Barilli', title: 'Marketing Director' }],
      },
    },
  },
  'POST /api/v1/frontend/pitch': {
    body: PITCH_SEARCH,
    response: { data: [PITCH_ROW], totalResults: 1, pageNum: 1, limit: 20, totalPages: 1 },
  },
  'POST /api/v1/frontend/pitch/graph': {
    body: { category: [MEDIA.id], status: 'ALL' },
    response: {
      series: [
        { year: 2024, count: 31 },
        { year: 2025, count: 44 },
        { year: 2026, count: 39 },
      ],
    },
  },
  'GET /api/v1/frontend/home/pitches': { response: { data: [PITCH_ROW] } },
  'GET /api/v1/frontend/pitch-scores': {
    response: {
      results: [
        {
          id: 401,
          company: BARILLA,
          category: MEDIA,
          latestEndDate: '2023-06-30',
          scope: 'Italy',
          latestWinner: { id: 2388, name: 'OMD Italia S.r.l.' },
          currentAgency: { id: 2388, name: 'OMD Italia S.r.l.' },
          score: 82,
        },
      ],
      pageInfo: { totalResults: 1, currentPage: 1, totalPages: 1 },
    },
  },
  'POST /api/v1/frontend/clc': {
    body: WORK_RELATIONS,
    response: {
      workRelations: {
        data: [
          {
            brand: MULINO_BIANCO,
            company: BARILLA,
            sectors: [PASTA],
            agencies: MULINO_BIANCO_AGENCIES,
          },
        ],
        totalResults: 1,
      },
    },
  },
  'POST /api/v1/frontend/clc/export': { body: { ...WORK_RELATIONS, pageNum: undefined } },
  'POST /api/v1/frontend/crea': {
    body: { pageNum: 1, sort_key: 'date', sort_direction: 'desc' },
    response: { data: [CREA_ROW], totalResults: 1 },
  },
  'GET /api/v1/frontend/home/creas': { response: { data: [CREA_ROW] } },
  'POST /api/v1/frontend/brand-advertisers': {
    body: {
      sector: [PASTA.id],
      advertiserType: ['META'],
      reach: [{ year: 2026, minReach: 1_000_000 }],
      page: 1,
      pageSize: 20,
    },
    response: {
      results: [
        {
          id: 88001,
          company: BARILLA,
          brand: MULINO_BIANCO,
          platform: 'META',
          year: 2026,
          payer: 'Barilla G. e R. Fratelli S.p.A.',
          beneficiary: 'Mulino Bianco',
          nAds: 146,
          reach: 18_400_000,
          estimatedSpending: 420_000,
          libraryUrl: 'https://www.facebook.com/ads/library/?id=88001',
          ingested: true,
        },
      ],
      pageInfo: { totalResults: 1 },
    },
  },
  'POST /api/v1/frontend/news': {
    body: { mode: 'LIKE', text: 'Barilla' },
    response: {
      data: [
        {
          id: 120455,
          title: 'Barilla affida la pianificazione media 2027 a Publicis',
          link: 'https://news.example.it/barilla-publicis-2027',
          pubDate: '2026-11-16T09:30:00.000Z',
          feedLogo: 'https://cdn.adatlas.example/feeds/12.png',
          categories: ['Media'],
          contentSnippet: 'Dopo una gara durata tre mesi, il gruppo di Parma sceglie Publicis Media.',
          tags: ['pitch'],
          companyIds: [BARILLA.id, PUBLICIS.id],
        },
      ],
    },
  },
  'GET /api/v1/frontend/entityNews/:entityType/:entityId': {
    params: { entityType: 'company', entityId: BARILLA.id },
    response: {
      data: [
        {
          id: 3301,
          date: '2026-11-16',
          text: 'Appoints Publicis for media planning and buying from 2027.',
          referencedEntities: [
            { entityType: 'company', entityId: PUBLICIS.id, metadata: { name: PUBLICIS.name } },
          ],
          tags: ['pitch'],
        },
      ],
    },
  },
  'GET /api/v1/frontend/maps/places': {
    response: {
      data: [{ id: 'ChIJ2f3vU0pqgUcR8n7rY1pm8fE', label: 'Via Mantova 166', secondary: 'Parma PR, Italy' }],
      attribution: 'google',
    },
  },
  'GET /api/v1/frontend/maps/places/:id': {
    params: { id: 'ChIJ2f3vU0pqgUcR8n7rY1pm8fE' },
    response: {
      data: {
        addressLine1: 'Via Mantova 166',
        city: 'Parma',
        state: 'PR',
        postalCode: '43122',
        country: 'Italy',
      },
    },
  },
  'GET /api/v1/frontend/tree': {
    response: {
      data: [
        {
          id: FOOD.id,
          key: 'Food & beverage',
          path: 'food',
          active: true,
          children: [
            { id: PASTA.id, key: 'Pasta & bakery', path: 'food.pasta_bakery', active: true, children: [] },
          ],
        },
      ],
    },
  },
  'GET /api/v1/frontend/flat': {
    response: {
      data: [
        { id: 1, key: 'tv', label: 'TV' },
        { id: 2, key: 'digital', label: 'Digital' },
      ],
    },
  },
  'GET /api/v1/frontend/nielsen/entity': {
    response: { data: ['Cinema', 'Internet', 'Others', 'Outdoor', 'Press', 'Radio', 'TV'] },
  },
  'GET /api/v1/frontend/nielsen': {
    response: { years: [2025, 2024, 2023], allYears: [2025, 2024, 2023, 2022, 2021] },
  },
  'GET /api/v1/frontend/exports/allowance': {
    response: {
      companies: { limit: 5_000, used: 1_240, remaining: 3_760 },
      contacts: { limit: 2_000, used: 310, remaining: 1_690 },
    },
  },
};
