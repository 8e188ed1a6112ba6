/**
 * Texts of the listing-template screens (issue 24 item 3): /commonTemplates (`commonTemplates.*`),
 * /commonTemplatesV2 (`marketplaceTemplates.*`), /attributeMapping (`attributeMapping.*`), the
 * size-chart pages (`sizeCharts.*`), /tortiousWordsManage (`tortiousWords.*`); `lt.*` are shared.
 * Simplified Chinese and English.
 */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const listingTemplatesMessages = splitEntries(entries);
export type ListingTemplatesMessageId = keyof typeof entries;
