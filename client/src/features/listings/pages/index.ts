export { siteListingsPage, SITE_PAGE_PATHS } from './SiteListingsPage';
export { DiagnosisPage, DIAGNOSIS_PATH } from './DiagnosisPage';
export { SellAlongPage, SELL_ALONG_PATH } from './SellAlongPage';
export { createListingPage, CREATE_PAGE_MARKETPLACES, type CreatePageMarketplace } from './CreateListingPage';
