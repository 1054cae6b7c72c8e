import { BARILLA, type OperationExample } from './operation-example.ts';

/** The History sections: a company's own changes and its contacts' moves, a contact's changes. */
export const RECORD_HISTORY_EXAMPLES: Record<string, OperationExample> = {
  'GET /api/v1/frontend/company/:id/history': {
    params: { id: BARILLA.id },
    response: {
      data: [
        {
          id: 88012,
          recordKind: 'company',
          recordId: BARILLA.id,
          kind: 'field_change',
          field: 'website',
          before: 'https://www.barilla.it',
          after: 'https://www.barillagroup.com',
          hidden: false,
          at: '2026-11-24T09:30:00.000Z',
          actor: 'editor@adatlas.example',
          subject: null,
        },
        {
          id: 87940,
          recordKind: 'contact',
          recordId: 90211,
          kind: 'contact_moved',
          field: 'company_id',
          before: 'Ferrero S.p.A.',
          after: BARILLA.name,
          hidden: false,
          at: '2026-11-20T15:02:00.000Z',
          actor: 'editor@adatlas.example',
          subject: 'Giulia Barilli',
        },
      ],
      updatedAt: '2026-11-24T09:30:00.000Z',
      verifiedAt: '2026-10-02T08:00:00.000Z',
      currentPage: 1,
      hasMore: true,
    },
  },
  'GET /api/v1/frontend/contact/:id/history': {
    params: { id: 90211 },
    response: {
      data: [
        {
          id: 87941,
          recordKind: 'contact',
          recordId: 90211,
          kind: 'field_change',
          field: 'email',
          before: null,
          after: null,
          hidden: true,
          at: '2026-11-20T15:02:00.000Z',
          actor: 'editor@adatlas.example',
          subject: 'Giulia Barilli',
        },
      ],
      updatedAt: '2026-11-20T15:02:00.000Z',
      verifiedAt: null,
      currentPage: 1,
      hasMore: false,
    },
  },
};
