/** Texts of /logisticsTracking and its transit report (ids `trackingPage.*`). */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const trackingMessages = splitEntries(entries);
export type TrackingMessageId = keyof typeof entries;
