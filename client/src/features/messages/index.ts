export { BellPopover } from './BellPopover';
export { BulletinDialog } from './BulletinDialog';
export { BulletinListPage } from './BulletinListPage';
export { MessageListPage } from './MessageListPage';
export { MessageNoticeConfigPage } from './MessageNoticeConfigPage';
export { NoticeDetailsDialog } from './NoticeDetailsDialog';
export { messageCenterMessages } from './messages';
