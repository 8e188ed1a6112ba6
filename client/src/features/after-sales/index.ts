// Screens of features/after-sales (issue 21 item 6): one list for the four after-sales routes.
export { AllegroDisputePage, EbayCancellationPage, EbayDisputePage, EbayReturnPage } from './AfterSalesPage';
export { afterSalesMessages } from './messages';
