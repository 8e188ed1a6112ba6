export { CommonReplyPage } from './CommonReplyPage';
export { AutoReplyPage } from './AutoReplyPage';
export { replyMessages } from './messages';
