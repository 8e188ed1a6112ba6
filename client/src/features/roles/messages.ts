/** Texts of /roles (ids `roles.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const rolesMessages = splitEntries(entries);
export type RolesMessageId = keyof typeof entries;
