/** Texts of /productDev and /developmentProcessSetting (ids `productDev.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const productDevMessages = splitEntries(entries);
export type ProductDevMessageId = keyof typeof entries;
