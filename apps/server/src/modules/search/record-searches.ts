import { createCompanySearch } from '../companies/company.search.ts';
import { createContactSearch } from '../contacts/contact.search.ts';
import type { Entitlements } from '../entitlements/entitlements.service.ts';
import { createPitchSearch } from '../pitch/pitch.search.ts';
import { createPitchScoreSearch } from '../pitch-scores/pitch-score.search.ts';
import { createWorkRelationSearch } from '../work-relations/work-relation.search.ts';

/**
 * The search object of every searchable kind, built once: the lists, tags, saved searches,
 * exports and the mailer all run searches through these and nothing else.
 */
export interface RecordSearches {
  company: ReturnType<typeof createCompanySearch>;
  contact: ReturnType<typeof createContactSearch>;
  pitch: ReturnType<typeof createPitchSearch>;
  pitchScore: ReturnType<typeof createPitchScoreSearch>;
  workRelation: ReturnType<typeof createWorkRelationSearch>;
}

export function createRecordSearches(deps: { entitlements: Entitlements }): RecordSearches {
  return {
    company: createCompanySearch(deps),
    contact: createContactSearch(deps),
    pitch: createPitchSearch(deps),
    pitchScore: createPitchScoreSearch(deps),
    workRelation: createWorkRelationSearch(deps),
  };
}
