/** Texts of the listing tool pages (ids `tools.*`): site / local pages, diagnosis, sell-along, create pages. Zh and en. */
import { splitEntries } from '../../../i18n/featureIntl';
import entries from './messages.json';

export const toolsMessages = splitEntries(entries);
export type ToolsMessageId = keyof typeof entries;
