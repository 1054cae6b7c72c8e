import { BARILLA, FOOD, type OperationExample } from './operation-example.ts';

const TAG = {
  id: 31,
  name: 'Q1 prospects',
  color: '#1677ff',
  created_at: '2026-10-12T08:00:00.000Z',
  counts: { companies: 12, contacts: 30, pitches: 2, pitchScores: 0 },
};
const TAG_SEARCH_RESULT = { matched: 48, associated: 45 };
const COMMENT = {
  id: 5521,
  commentType: 'private',
  content: 'Met their marketing director at Cannes Lions; media pitch expected in Q3.',
  userId: 311,
  userName: 'Ada',
  userSurname: 'Rossi',
  entityId: BARILLA.id,
  entityType: 'company',
  created_at: '2026-11-02T10:15:00.000Z',
  modified_at: '2026-11-02T10:15:00.000Z',
};
const SAVED_SEARCH = {
  id: 208,
  name: 'Food advertisers in Emilia-Romagna',
  type: 'company',
  data: { main_category: [FOOD.id], region: ['Emilia-Romagna'] },
  created_at: '2026-09-30T14:00:00.000Z',
  cache: { resultsCount: 143, cachedAt: '2026-11-27T06:00:00.000Z' },
  // Followed weekly; three companies entered it since the user last opened it.
  alert: { frequency: 'weekly', newCount: 3, lookedSync: 11 },
};

/** The user's own lists: tags, comments and saved searches. */
export const LIST_EXAMPLES: Record<string, OperationExample> = {
  'GET /api/v1/frontend/tag': { response: { data: [TAG] } },
  'POST /api/v1/frontend/tag': { body: { name: TAG.name, color: TAG.color }, response: { data: TAG } },
  'POST /api/v1/frontend/tag/associations': {
    body: { id: [BARILLA.id, 2207] },
    response: {
      data: [
        { id: BARILLA.id, tags: [{ tagId: TAG.id, name: TAG.name, color: TAG.color }] },
        { id: 2207, tags: [] },
      ],
    },
  },
  'GET /api/v1/frontend/tag/:id': {
    params: { id: TAG.id },
    response: {
      tag: TAG,
      companies: {
        data: [{ id: BARILLA.id, name: BARILLA.name, detail: 'Parma', taggedAt: '2026-10-12T08:05:00.000Z' }],
        totalResults: 12,
        currentPage: 1,
        totalPages: 1,
      },
    },
  },
  'PUT /api/v1/frontend/tag/:id': {
    params: { id: TAG.id },
    body: { name: 'Q1 prospects – food', companies: [BARILLA.id] },
    response: { data: { ...TAG, name: 'Q1 prospects – food', counts: { ...TAG.counts, companies: 13 } } },
  },
  'DELETE /api/v1/frontend/tag/:id': { params: { id: TAG.id }, response: { deleted: true } },
  'PUT /api/v1/frontend/tag/:id/company-search': {
    params: { id: TAG.id },
    body: { main_category: [FOOD.id], region: ['Emilia-Romagna'] },
    response: TAG_SEARCH_RESULT,
  },
  'PUT /api/v1/frontend/tag/:id/contact-search': {
    params: { id: TAG.id },
    body: { company_filters: { main_category: [FOOD.id] }, function: [7] },
    response: TAG_SEARCH_RESULT,
  },
  'PUT /api/v1/frontend/tag/:id/pitch-search': {
    params: { id: TAG.id },
    body: { category: [5], status: 'ONGOING' },
    response: TAG_SEARCH_RESULT,
  },
  'PUT /api/v1/frontend/tag/:id/pitch-score-search': {
    params: { id: TAG.id },
    body: { minPitchScore: 70, pitchCategory: [5] },
    response: TAG_SEARCH_RESULT,
  },
  'DELETE /api/v1/frontend/tag/:tagId/:associatedId': {
    params: { tagId: TAG.id, associatedId: BARILLA.id },
    response: { deleted: true },
  },
  'GET /api/v1/frontend/tag/:id/companies/export': { params: { id: TAG.id } },
  'GET /api/v1/frontend/tag/:id/contacts/export': { params: { id: TAG.id } },
  'GET /api/v1/frontend/comments': { response: { data: [COMMENT] } },
  'POST /api/v1/frontend/comments': {
    body: {
      commentType: COMMENT.commentType,
      content: COMMENT.content,
      entityId: BARILLA.id,
      entityType: 'company',
    },
    response: { data: COMMENT },
  },
  'PUT /api/v1/frontend/comments/:id': {
    params: { id: COMMENT.id },
    body: { commentType: 'public' },
    response: { data: { ...COMMENT, commentType: 'public', modified_at: '2026-11-03T09:00:00.000Z' } },
  },
  'DELETE /api/v1/frontend/comments/:id': { params: { id: COMMENT.id }, response: { deleted: true } },
  'GET /api/v1/frontend/saved-searches': { response: { data: [SAVED_SEARCH] } },
  'POST /api/v1/frontend/saved-searches': {
    body: { type: SAVED_SEARCH.type, name: SAVED_SEARCH.name, data: SAVED_SEARCH.data },
    response: { data: { ...SAVED_SEARCH, cache: null, alert: null } },
  },
  'GET /api/v1/frontend/saved-searches/:id': {
    params: { id: SAVED_SEARCH.id },
    response: { data: SAVED_SEARCH },
  },
  'DELETE /api/v1/frontend/saved-searches/:id': {
    params: { id: SAVED_SEARCH.id },
    response: { deleted: true },
  },
  'POST /api/v1/frontend/saved-searches/:id/refresh': {
    params: { id: SAVED_SEARCH.id },
    response: {
      data: { ...SAVED_SEARCH, cache: { resultsCount: 151, cachedAt: '2026-11-27T10:42:00.000Z' } },
    },
  },
  'PUT /api/v1/frontend/saved-searches/:id/alert': {
    params: { id: SAVED_SEARCH.id },
    body: { frequency: 'daily' },
    response: { data: { ...SAVED_SEARCH, alert: { frequency: 'daily', newCount: 0, lookedSync: 12 } } },
  },
  'POST /api/v1/frontend/saved-searches/:id/seen': {
    params: { id: SAVED_SEARCH.id },
    response: { data: { ...SAVED_SEARCH, alert: { frequency: 'weekly', newCount: 0, lookedSync: 12 } } },
  },
  'GET /api/v1/frontend/saved-searches/:id/new': {
    params: { id: SAVED_SEARCH.id },
    response: { data: { ids: [BARILLA.id, 2207, 3115], total: 3 } },
  },
};
