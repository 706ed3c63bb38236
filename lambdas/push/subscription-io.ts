import { addSubscription, otherHoldersOf, removeSubscription } from './data/push-subscriptions';
import type { SubscriptionPorts } from './subscriptions';
import { localPushOrigin } from './vapid';

/**
 * The real adapters of subscribing and unsubscribing a device (the table), apart from push-io.ts: keeping a
 * subscription sends nothing, so these two routes do not bundle web-push and its crypto (docs/decisions/080).
 */
export const subscriptionPorts: SubscriptionPorts = { add: addSubscription, remove: removeSubscription, otherHolders: otherHoldersOf, localOrigin: localPushOrigin };
