import type { FeatureFlag } from '../flags/flags.constants.ts';
import type { ScopeName } from '../scopes/scopes.constants.ts';

/** The kinds of record a licence sells access to, each searched through one search object. */
export const RECORD_KINDS = ['company', 'contact', 'pitch', 'pitchScore', 'workRelation', 'brand'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/**
 * What a caller needs to read records of a kind: one of the scopes (admins hold every scope) and,
 * where named, the tenant's feature flag. Linked records inside another record (a brand's
 * contacts, a tag's pitches) follow their own kind's entry, not the container's.
 */
export const KIND_ENTITLEMENTS: Record<RecordKind, { anyOf: readonly ScopeName[]; flag?: FeatureFlag }> = {
  company: { anyOf: ['company'] },
  contact: { anyOf: ['contact'] },
  pitch: { anyOf: ['pitch'] },
  pitchScore: { anyOf: ['pitchScores'], flag: 'pitchScores' },
  // The work-relations list (clc) has always been part of the pitch licence.
  workRelation: { anyOf: ['pitch'] },
  brand: { anyOf: ['company'] },
};

/** A contact's personal data: shown only when the reveal rule allows it. */
export const PRIVATE_CONTACT_FIELDS = ['email', 'tel', 'phone', 'fax', 'linkedin', 'xing'] as const;
export type PrivateContactField = (typeof PRIVATE_CONTACT_FIELDS)[number];
