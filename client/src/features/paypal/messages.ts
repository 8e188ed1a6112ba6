/** Texts of /paypalManage and /paypalDeal (issue 22 item 4), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const paypalMessages = splitEntries(entries);
