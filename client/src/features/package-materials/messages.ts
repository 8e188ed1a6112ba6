/** Texts of /packageMaterials (ids `packageMaterials.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const packageMaterialsMessages = splitEntries(entries);
export type PackageMaterialsMessageId = keyof typeof entries;
