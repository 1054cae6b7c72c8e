import { ALERT_EVENTS } from '../alerts/alerts.constants.ts';

/** The events of the companies an endpoint's owner follows, as the e-mail alerts send them. */
export const WEBHOOK_FOLLOW_EVENTS = ALERT_EVENTS;
/** Records that newly match one of the owner's followed saved searches. */
export const WEBHOOK_SAVED_SEARCH_EVENT = 'saved_search_match';
/** What an endpoint can subscribe to. */
export const WEBHOOK_EVENTS = [...WEBHOOK_FOLLOW_EVENTS, WEBHOOK_SAVED_SEARCH_EVENT] as const;
/** The event "Send test event" delivers at once to one endpoint, whatever it subscribes to. */
export const WEBHOOK_TEST_EVENT = 'ping';
/** What a delivery in a log can carry: a subscribed event or a test. */
export const WEBHOOK_DELIVERY_TYPES = [...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT] as const;

/** A saved-search event names this many of the records that entered; its total and sync range give them all. */
export const WEBHOOK_SAVED_SEARCH_RECORDS_MAX = 100;
/** The dispatcher runs each followed saved search of a subscribed owner at most this often. */
export const WEBHOOK_SAVED_SEARCH_SYNC_MINUTES = 15;

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
