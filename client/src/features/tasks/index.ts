export { DownloadBadge } from './DownloadBadge';
export { ExportButton, useExport } from './ExportButton';
export { TaskQueueDialog } from './TaskQueueDialog';
export { openTaskDialog, closeTaskDialog } from './store';
export { tasksMessages } from './messages';
