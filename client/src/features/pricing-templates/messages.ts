/** Texts of /pricingTemplate (ids `pricingTemplates.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const pricingTemplatesMessages = splitEntries(entries);
export type PricingTemplatesMessageId = keyof typeof entries;
