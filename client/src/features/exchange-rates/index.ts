// Screens of features/exchange-rates (issue 8).
export { ExchangeRatesPage } from './ExchangeRatesPage';
export { exchangeRatesMessages } from './messages';
