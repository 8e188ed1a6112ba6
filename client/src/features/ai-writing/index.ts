export { AiCommandTemplatePage } from './AiCommandTemplatePage';
export { ChatGptPage } from './ChatGptPage';
export { ChatGptOnlinePage, ChatGptOnlineWapPage, ChatGptWapListPage } from './ChatGptOnlinePages';
export { aiWritingMessages } from './messages';
