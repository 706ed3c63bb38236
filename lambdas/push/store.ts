/**
 * What the push slice offers other slices of its table access (her export and her account's deletion): its data/
 * folder is private to the slice, and another slice imports these names from here (docs/decisions/020).
 */
export { deleteAllPushItemsOf, listSubscriptions } from './data/push-subscriptions';
