/** At or above this score, with a clear lead over any other company, a match links by itself. */
export const AUTO_LINK_SCORE = 0.9;
/** How far the best candidate must lead the best one of another company to link by itself. */
export const AUTO_LINK_MARGIN = 0.08;
/** Below this no candidate is kept: the name goes to the queue with nothing proposed. */
export const MIN_CANDIDATE_SCORE = 0.45;
/** Names shorter than this (as keys) link automatically only on an exact key, domain or VAT. */
export const MIN_FUZZY_KEY_LENGTH = 6;
/** The bulk accept's default threshold in the review queue. */
export const BULK_ACCEPT_DEFAULT_SCORE = 0.8;

export const AD_LIBRARY_ADVERTISER_ROLES = ['advertiser', 'payer', 'beneficiary'] as const;
export const AD_LIBRARY_ADVERTISER_STATUSES = ['auto', 'pending', 'accepted', 'picked', 'rejected'] as const;
/** Statuses a person chose: such a name is never scored nor queued again. */
export const DECIDED_ADVERTISER_STATUSES = ['accepted', 'picked', 'rejected'] as const;
/** Statuses whose company (and brand) the aggregation uses. */
export const RESOLVED_ADVERTISER_STATUSES = ['auto', 'accepted', 'picked'] as const;
