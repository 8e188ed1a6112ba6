/**
 * The resource kit every list and form screen is built on (issue 16): read hooks over the typed
 * documents, one command wrapper with feedback, list-screen state, lifecycle buttons from the
 * `@erp/schema` transition tables, one outcome type. See each file's header for its use.
 */
export {
  batchOf,
  isPlanLimit,
  outcomeOf,
  PLAN_LIMIT_MESSAGE_ID,
  settle,
  showFailure,
  THROWN,
  type BatchFailure,
  type BatchSummary,
  type ErrorTarget,
  type Failure,
  type Outcome,
  type SuccessData,
} from './outcome';
export { limitArgs, listOf, pageArgs, useConnection, useRecord, type ConnectionOptions, type ListLike, type NodeOf, type RowOf } from './useConnection';
export { useCommands, type Command, type CommandOptions, type Commands, type CommandSpec, type Feedback } from './useCommands';
export { useDialog, useListScreen, useLocalPages, type ListScreenOptions, type ListSort } from './useListScreen';
export {
  actionsColumn,
  allows,
  batchActionsFor,
  deleteItem,
  LifecycleActions,
  RowActions,
  visibleItems,
  type BatchItem,
  type LifecycleActionsProps,
  type LifecycleItem,
  type TransitionTable,
} from './LifecycleActions';

// issue 16 (line items, SKU picker, import dialog)
export { kitMessages, useKitText, type KitMessageId } from './kitMessages';
export { SkuPicker, SKU_SEARCH_DEBOUNCE_MS, type PickedSku, type SkuOption, type SkuPickerProps } from './SkuPicker';
export { ProductPicker, PRODUCT_SEARCH_DEBOUNCE_MS, type PickedProduct, type ProductPickerProps } from './ProductPicker';
export {
  errorMapSource,
  lineAmountText,
  LineItemsEditor,
  lineTotals,
  type LineCellContext,
  type LineColumn,
  type LineErrorSource,
  type LineExtraColumn,
  type LineItem,
  type LineItemsEditorProps,
} from './LineItemsEditor';
export { ImportDialog, restImport, restTemplateUrl, type ImportDialogProps, type ImportKind, type ImportResult, type ImportRowProblem } from './ImportDialog';
export { StatusTabs, type StatusTabsProps } from './StatusTabs';
export { BoxesEditor, boxDraftsOf, boxesInput, nextBox, type BoxDraft, type BoxSku } from './BoxesEditor';
export { LinesTable, skuColumn, type LinesColumn, type LinesTableProps } from './LinesTable';
export { FormDialog, InfoDialog, type DialogSize, type FormDialogProps, type InfoDialogProps } from './FormDialog';
export {
  AddRowButton,
  EditRowsTable,
  ErrorLine,
  InputCell,
  RemoveRowButton,
  type EditRowsHeader,
  type EditRowsRemove,
  type EditRowsTableProps,
} from './EditRows';
export { blankAsUndefined, useLinesSchema } from './useLinesSchema';
export { StockLinesEditor, stockLinesInput, stockLinesOf, type StockLine, type StockLinesEditorProps } from './StockLinesEditor';
// issue 16: screens described as data
export { ListPage, ListTable, pageOf, titledPage, type CreateCommand, type ListPageProps, type ListPageSpec } from './ListPage';
export { RecordFields, RecordFormDialog, recordValues, type RecordField, type RecordFormDialogProps, type RecordLayout } from './RecordForm';
export { labelledField, selectField } from './recordFields';
export { Facts } from './Facts';
// issue 16: the stock documents' screens (client-dedupe-stock)
export { confirmedItem, saveRecord, stockLinesField, type ListRun } from './documents';
// issue 16: simple settings records (on / off, create-or-update dialogs)
export {
  dialogTexts,
  enabledColumn,
  enabledFilter,
  enabledOf,
  ENABLED_VALUES,
  onOffTexts,
  namedRecordDialog,
  recordItems,
  toggleItem,
  type OnOffTexts,
  type RecordItemId,
  type RecordItemsOptions,
} from './records';
// issue 16: lists of a marketplace's cases (after-sales, Tradebyte returns, reviews) (client-dedupe-sales)
export { amountColumn, compactFilter, marketOrderColumn, shopFilter, shopLabel } from './marketplaceCases';
export { shopFilterOf, useShopChoices, type ShopChoice } from './shopChoices';
// issue 16: lists with server-counted status tabs (stock orders, FBA shipments, SHEIN, product development, packing)
export { CountedTabs, countsOf, StatusCell, statusTabs, tabTexts, type CountedTabsProps, type StatusNote, type TabTexts } from './CountedTabs';
export { onOffRecords, type OnOffRecordsId, type OnOffRow } from './onOffRecords';
export { NoteDialog, rejectTexts, type NoteDialogProps, type NoteTexts } from './NoteDialog';
// issue 16: lists of records added, edited and deleted in one dialog (templates, materials); custom form fields under a plain label
export { editDeleteColumn, type EditDeleteId, type EditDeleteOptions, type EditDeleteRow } from './editDelete';
export { RecordListPage, type RecordDialogClose, type RecordListPageProps } from './RecordListPage';
export { customField } from './customField';
