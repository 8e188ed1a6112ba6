export { listingPage, LISTING_PAGE_TABS } from './ListingsPage';
export { listingsMessages } from './messages';
