/** Texts of /watermarkManage and the image tools dialog (ids `imageTools.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const imageToolsMessages = splitEntries(entries);
export type ImageToolsMessageId = keyof typeof entries;
