/** Texts of /logisticsRules, /giftRules and /shippingBlacklist (ids `orderRulesPage.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const orderRulesMessages = splitEntries(entries);
export type OrderRulesMessageId = keyof typeof entries;
