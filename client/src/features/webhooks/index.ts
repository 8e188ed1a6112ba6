// Screens of features/webhooks (issue 17).
export { WebhooksPage } from './WebhooksPage';
export { webhooksMessages } from './messages';
