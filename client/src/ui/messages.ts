/**
 * Texts of the UI kit (DataTable, FilterBar, FormKit, Upload, charts, dialogs, guard).
 * Ids start with `ui.`; zh is the default language and en must have the same keys
 * (checked by the compiler and by messages.test.ts). The i18n layer merges these into
 * react-intl; until then `useUiText()` falls back to them directly.
 * Validation messages of the shared form rules live in @erp/schema (`form.*`).
 */
const zh = {
  'ui.common.confirm': '确定',
  'ui.common.cancel': '取消',
  'ui.common.close': '关闭',
  'ui.common.retry': '重试',
  'ui.common.loading': '加载中…',
  'ui.common.noData': '暂无数据',
  'ui.common.loadFailed': '数据加载失败',
  'ui.command.failed': '操作失败，请重试',
  'ui.tabs.count': '{label}（{count}）',
  'ui.command.done': '操作成功',
  'ui.batch.partial': '{succeeded} 条已处理，{failed} 条未处理：{details}',
  'ui.batch.noneSelected': '请先勾选要处理的记录',

  'ui.table.total': '共 {total} 条',
  'ui.table.pageSize': '{size} 条/页',
  'ui.table.pageSizeLabel': '每页条数',
  'ui.table.prevPage': '上一页',
  'ui.table.nextPage': '下一页',
  'ui.table.page': '第 {page} 页',
  'ui.table.pagination': '分页',
  'ui.table.columns': '列设置',
  'ui.table.selectAll': '全选本页',
  'ui.table.selectRow': '选择第 {index} 行',
  'ui.table.selected': '已选择 {count} 项',
  'ui.table.clearSelection': '取消选择',
  'ui.table.sortAsc': '升序',
  'ui.table.sortDesc': '降序',
  'ui.table.resetColumns': '恢复默认',

  'ui.filter.search': '搜索',
  'ui.filter.reset': '重置',
  'ui.filter.more': '更多筛选',
  'ui.filter.less': '收起',
  'ui.filter.all': '全部',
  'ui.filter.from': '开始日期',
  'ui.filter.to': '结束日期',
  'ui.filter.dateSeparator': '至',
  'ui.filter.region': '筛选条件',

  'ui.form.submit': '提交',
  'ui.form.save': '保存',

  'ui.upload.choosePictures': '选择图片',
  'ui.upload.chooseVideo': '选择视频',
  'ui.upload.pictureHint': '支持 png、jpeg、gif、webp，单张不超过 5M，最多 {max} 张',
  'ui.upload.videoHint': '支持 mp4，不超过 1G',
  'ui.upload.uploading': '上传中…',
  'ui.upload.success': '上传成功',
  'ui.upload.remove': '删除 {name}',
  'ui.upload.maxCount': '最多只能上传 {max} 张图片',
  'ui.upload.chineseName': '所选图片名称不能包含中文：{name}',
  'ui.upload.imageTooLarge': '{name} 图片大于 5M',
  'ui.upload.videoTooLarge': '{name} 视频大于 1G',
  'ui.upload.imageType': '{name} 格式不支持，只能上传 png、jpeg、gif、webp 图片',
  'ui.upload.videoType': '{name} 格式不支持，只能上传 mp4 视频',
  'ui.upload.failed': '{name} 上传失败，{message}',
  'ui.upload.unknownError': '请稍后重试',
  'ui.upload.errorsTitle': '以下文件未能上传',

  'ui.chart.noData': '暂无数据',
  'ui.chart.loading': '图表加载中…',

  'ui.confirm.title': '提示',

  'ui.permission.required': '请设置权限标识（例如 user.create）',
} as const;

export type UiMessageId = keyof typeof zh;

const en: Record<UiMessageId, string> = {
  'ui.common.confirm': 'OK',
  'ui.common.cancel': 'Cancel',
  'ui.common.close': 'Close',
  'ui.common.retry': 'Retry',
  'ui.common.loading': 'Loading…',
  'ui.common.noData': 'No data',
  'ui.common.loadFailed': 'The data could not be loaded',
  'ui.command.failed': 'The action failed. Please try again.',
  'ui.tabs.count': '{label} ({count})',
  'ui.command.done': 'Done',
  'ui.batch.partial': '{succeeded} done, {failed} not taken: {details}',
  'ui.batch.noneSelected': 'Tick the records to work on first',

  'ui.table.total': '{total} in total',
  'ui.table.pageSize': '{size} / page',
  'ui.table.pageSizeLabel': 'Rows per page',
  'ui.table.prevPage': 'Previous page',
  'ui.table.nextPage': 'Next page',
  'ui.table.page': 'Page {page}',
  'ui.table.pagination': 'Pagination',
  'ui.table.columns': 'Columns',
  'ui.table.selectAll': 'Select all on this page',
  'ui.table.selectRow': 'Select row {index}',
  'ui.table.selected': '{count} selected',
  'ui.table.clearSelection': 'Clear selection',
  'ui.table.sortAsc': 'ascending',
  'ui.table.sortDesc': 'descending',
  'ui.table.resetColumns': 'Reset',

  'ui.filter.search': 'Search',
  'ui.filter.reset': 'Reset',
  'ui.filter.more': 'More filters',
  'ui.filter.less': 'Fewer filters',
  'ui.filter.all': 'All',
  'ui.filter.from': 'From',
  'ui.filter.to': 'To',
  'ui.filter.dateSeparator': 'to',
  'ui.filter.region': 'Filters',

  'ui.form.submit': 'Submit',
  'ui.form.save': 'Save',

  'ui.upload.choosePictures': 'Choose pictures',
  'ui.upload.chooseVideo': 'Choose a video',
  'ui.upload.pictureHint': 'png, jpeg, gif or webp, at most 5M each, up to {max} pictures',
  'ui.upload.videoHint': 'mp4, at most 1G',
  'ui.upload.uploading': 'Uploading…',
  'ui.upload.success': 'Uploaded successfully',
  'ui.upload.remove': 'Remove {name}',
  'ui.upload.maxCount': 'Only {max} pictures can be uploaded',
  'ui.upload.chineseName': 'The selected picture name cannot contain Chinese characters: {name}',
  'ui.upload.imageTooLarge': '{name} image larger than 5M',
  'ui.upload.videoTooLarge': '{name} video larger than 1G',
  'ui.upload.imageType': '{name} is not supported; only png, jpeg, gif and webp pictures can be uploaded',
  'ui.upload.videoType': '{name} is not supported; only mp4 videos can be uploaded',
  'ui.upload.failed': '{name} upload failed, {message}',
  'ui.upload.unknownError': 'please try again later',
  'ui.upload.errorsTitle': 'These files were not uploaded',

  'ui.chart.noData': 'No data',
  'ui.chart.loading': 'Loading chart…',

  'ui.confirm.title': 'Please confirm',

  'ui.permission.required': 'A permission name is needed (for example user.create)',
};

export const uiMessages: { zh: Record<UiMessageId, string>; en: Record<UiMessageId, string> } = { zh, en };
