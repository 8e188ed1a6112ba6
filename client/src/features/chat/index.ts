export { BuyerMessagePage, SellerMessagePage, toChatFilter } from './ChatInboxPage';
export { chatMessages } from './messages';
