/** Texts of the task queue, the download badge and the export button (ids `tasks.*`), zh and en. */
import { splitEntries } from '../../i18n/featureIntl';

const entries = {
  'tasks.title': ['任务队列', 'Task queue'],
  'tasks.tabs': ['任务状态', 'Task status'],
  'tasks.col.reportName': ['模块名称', 'Module'],
  'tasks.col.type': ['类型', 'Type'],
  'tasks.col.status': ['处理状态', 'Processing status'],
  'tasks.col.operator': ['操作人', 'Operator'],
  'tasks.col.time': ['操作时间', 'Operation time'],
  'tasks.col.operate': ['操作', 'Operate'],
  'tasks.filter.reportType': ['类型', 'Type'],
  'tasks.filter.date': ['操作时间', 'Operation time'],
  'tasks.empty': ['暂无任务', 'No tasks'],
  'tasks.rows': ['共 {count} 行', '{count} rows'],
  'tasks.progress': ['进度 {percent}%', 'Progress {percent}%'],
  'tasks.download': ['下载', 'Download'],
  'tasks.downloadLabel': ['下载 {name}（#{id}）', 'Download {name} (#{id})'],
  'tasks.downloadFailed': ['下载失败：{message}', 'Download failed: {message}'],
  'tasks.expand': ['展开', 'Expand'],
  'tasks.collapse': ['收起', 'Collapse'],
  'tasks.expandLabel': ['展开任务 #{id} 的详情', 'Expand the details of task #{id}'],
  'tasks.collapseLabel': ['收起任务 #{id} 的详情', 'Collapse the details of task #{id}'],
  'tasks.close': ['关闭', 'Close'],
  'tasks.finished': ['导出完成', 'Export finished'],
  'tasks.failed': ['导出失败', 'Export failed'],
  'tasks.failedWith': ['导出失败：{error}', 'Export failed: {error}'],

  'export.button': ['导出', 'Export'],
  'export.buttonLabel': ['导出当前筛选结果', 'Export the filtered list'],
  'export.queued': ['导出任务已加入队列', 'Export queued'],
  'export.queuedHint': ['完成后可在右上角的任务队列中下载', 'Download it from the task queue (top right) when it is ready'],
  'export.failed': ['无法开始导出，请稍后再试', 'The export could not start, please try again later'],
} as const;

export const tasksMessages = splitEntries(entries);
export type TasksMessageId = keyof typeof entries;
