/**
 * The UI kit every screen is built from. Import from here: `import { DataTable, FilterBar } from '../../ui'`.
 */

// texts
export { uiMessages, type UiMessageId } from './messages';
export { fillTemplate, useMessageText, useUiLang, useUiText, type TextValues } from './useUiText';

// list screens
export {
  DataTable,
  DEFAULT_PAGE_SIZE,
  FIRST_PAGE,
  PAGE_SIZES,
  type BatchAction,
  type DataTableColumn,
  type DataTableProps,
  type RowKey,
  type SortDirection,
} from './DataTable';
export { useColumnVisibility, type ColumnVisibilityColumn } from './useColumnVisibility';
export {
  activeFilterCount,
  emptyFilterValues,
  FilterBar,
  type DateRange,
  type FilterBarProps,
  type FilterField,
  type FilterValue,
  type FilterValues,
  TRUE_FALSE,
  choiceField,
  yesNoField,
  yesNoOf,
  type YesNoValues,
} from './FilterBar';
export { EmptyNote, EmptyPicture, SkeletonRows } from './EmptyPicture';
export { LoadFailed, Notice, type LoadFailedProps, type NoticeProps } from './Notice';

// report screens
export { ReportLayout, ReportPage, TotalsStrip, type ReportLayoutProps, type ReportPageProps, type ReportLayoutState, type TotalItem } from './ReportLayout';
export { checkPeriod, formatRate, lastDays, periodOf, periodRules, useReportSearch, type PeriodProblem, type ReportSearchOptions } from './reportSearch';

// forms
export { FormKit, useFormKit, type FormKitFieldProps, type FormKitRootProps, type FormKitSelectProps, type FormKitTextareaProps } from './FormKit';
export { useZodForm, type FieldBinding, type FieldError, type FormErrorMap, type ValidateResult, type ZodForm } from './useZodForm';
export { normalizeServerErrors, type ServerFieldErrors } from './serverErrors';
export { FieldFrame, FormField, type FormFieldProps } from './FormField';
export { ChoiceSelect, type ChoiceSelectProps } from './ChoiceSelect';
export { useForm, type FormErrors, type FormValues } from './useForm';

// uploads
export { Upload, type UploadedFile, type UploadProps } from './Upload';
export {
  checkFile,
  checkFiles,
  checkImportFile,
  hasChinese,
  isAllowedType,
  maxBytes,
  UPLOAD_ACCEPT,
  uploadErrorMessage,
  type FileLike,
  type UploadCheck,
  type UploadKind,
  type UploadProblem,
} from './upload.rules';
export { compressImage } from './compressImage';

// charts
export {
  BarChart,
  CHART_COLORS,
  formatPercent,
  LineChart,
  PieChart,
  registerCharts,
  type BarChartProps,
  type ChartSeries,
  type LineChartProps,
  type PieChartProps,
  type PieSlice,
} from './Charts';

// dialogs, permissions, feedback
export { ConfirmProvider, useConfirm, type ConfirmFn, type ConfirmOptions } from './ConfirmDialog';
export {
  checkPermissionName,
  isPermissionName,
  PermissionGuard,
  PermissionNameError,
  PermissionsContext,
  PermissionsProvider,
  useGuardPermissions,
  useHasPermission,
  type PermissionGuardProps,
  type Permissions,
} from './PermissionGuard';
export { CreateButton, type CreateButtonProps } from './CreateButton';
export { reportError } from './errors';
export { noticeToaster, toaster, Toaster, toastCount, toastError, toastSuccess } from './toaster';
export { CLICK_GUARD_MS, useClickGuard } from './useClickGuard';
export { LanguageSwitch } from './LanguageSwitch';
