/** Texts of /exportTemplate and the orders list's "Export with template" (ids `exportTemplates.*`). */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const exportTemplatesMessages = splitEntries(entries);
export type ExportTemplatesMessageId = keyof typeof entries;
