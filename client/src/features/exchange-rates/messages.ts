/** Texts of the exchange-rates screens (ids `exchangeRatePage.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export type ExchangeRatesMessageId = keyof typeof entries;
export const exchangeRatesMessages = splitEntries(entries);
