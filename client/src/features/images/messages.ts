/** Texts of /imageManagement (ids `images.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const imagesMessages = splitEntries(entries);
export type ImagesMessageId = keyof typeof entries;
