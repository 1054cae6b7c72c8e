import type { WebhookDeliveryType } from '@adatlas/domain/webhooks';

/** A delivery type's name: the follow events as the follow menu says them, the others the webhooks' own. */
export function webhookEventLabelKey(type: WebhookDeliveryType): string {
  switch (type) {
    case 'saved_search_match':
      return 'WEBHOOKS.EVENT_SAVED_SEARCH_MATCH';
    case 'ping':
      return 'WEBHOOKS.EVENT_PING';
    default:
      return `FOLLOW.EVENTS.${type.toUpperCase()}`;
  }
}
