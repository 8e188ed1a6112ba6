/** Texts of /regulatoryTemplates, /productEuPair and /productEuPairDetail (ids `euCompliance.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const euComplianceMessages = splitEntries(entries);
export type EuComplianceMessageId = keyof typeof entries;
