/** Texts of /webhooks (ids `webhookPage.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const webhooksMessages = splitEntries(entries);
export type WebhooksMessageId = keyof typeof entries;
