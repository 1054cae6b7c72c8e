import { ALERT_EVENTS } from '../alerts/alerts.constants.ts';

/** What an endpoint can subscribe to: the six events of the companies its owner follows. */
export const WEBHOOK_EVENTS = ALERT_EVENTS;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + body)>`, as Stripe signs. */
export const WEBHOOK_SIGNATURE_HEADER = 'AdAtlas-Signature';
/** The event's id, also in the body: the same on every retry and resend, for the receiver to dedupe. */
export const WEBHOOK_EVENT_ID_HEADER = 'AdAtlas-Event-Id';

export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** Characters of a signing secret kept in clear to tell endpoints apart. */
export const WEBHOOK_SECRET_VISIBLE_LENGTH = WEBHOOK_SECRET_PREFIX.length + 6;

/** A receiver should refuse a signature whose timestamp is further than this from its clock (replays). */
export const WEBHOOK_SIGNATURE_TOLERANCE_SECONDS = 300;

/** Failed deliveries are retried, waiting twice as long each time up to the cap, for this long. */
export const WEBHOOK_RETRY_HOURS = 24;
export const WEBHOOK_RETRY_MAX_DELAY_SECONDS = 3_600;

/** An endpoint whose deliveries have all failed for this long is disabled and its owner told. */
export const WEBHOOK_DISABLE_AFTER_DAYS = 3;

export const WEBHOOK_MAX_ENDPOINTS = 10;
export const WEBHOOK_URL_MAX_LENGTH = 2_048;
/** Deliveries listed in an endpoint's log, the latest first. */
export const WEBHOOK_LOG_SIZE = 50;
