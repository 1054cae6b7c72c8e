import type { WebhookEvent } from '@adatlas/domain/webhooks';

/** An event's name as the follow menu says it: webhooks send the same six events as the alerts. */
export function webhookEventLabelKey(event: WebhookEvent): string {
  return `FOLLOW.EVENTS.${event.toUpperCase()}`;
}
