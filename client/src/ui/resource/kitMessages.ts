/**
 * Texts of the import dialog, the line-items editor and the SKU picker (ids `resource.*`), in
 * zh and en. `useKitText()` reads react-intl when the i18n layer has merged them, else these
 * records in the current language (like `useUiText` for `ui.*`).
 */
import { useCallback, useContext } from 'react';
import { IntlContext } from 'react-intl';
import { fillTemplate, useUiLang, type TextValues } from '../useUiText';

const entries = {
  // <ImportDialog>
  'resource.import.template': ['下载导入模板', 'Download the template'],
  'resource.import.file': ['导入文件', 'File to import'],
  'resource.import.noFile': ['请选择要导入的文件', 'Please choose a file to import'],
  'resource.import.wrongType': ['{name} 格式不支持，只能导入 {types} 文件', '{name} is not supported; only {types} files can be imported'],
  'resource.import.tooLarge': ['{name} 超过 {max} MB', '{name} is larger than {max} MB'],
  'resource.import.start': ['开始导入', 'Import'],
  'resource.import.cancel': ['取消', 'Cancel'],
  'resource.import.close': ['关闭', 'Close'],
  'resource.import.finish': ['完成', 'Done'],
  'resource.import.again': ['继续导入', 'Import another file'],
  'resource.import.running': ['正在上传并导入 {name}…', 'Uploading and importing {name}…'],
  'resource.import.failed': ['导入失败：{message}', 'Import failed: {message}'],
  'resource.import.failedPlain': ['导入失败，请稍后重试', 'The import failed, please try again later'],
  'resource.import.row': ['行', 'Row'],
  'resource.import.column': ['列', 'Column'],
  'resource.import.problem': ['问题', 'Problem'],
  'resource.import.done': ['导入完成', 'Import finished'],

  // <LineItemsEditor>
  'resource.lines.products': ['商品', 'Products'],
  'resource.lines.sku': ['SKU', 'SKU'],
  'resource.lines.quantity': ['数量', 'Quantity'],
  'resource.lines.price': ['单价', 'Unit price'],
  'resource.lines.amount': ['金额', 'Amount'],
  'resource.lines.availableColumn': ['可用库存', 'Available'],
  'resource.lines.quantityOf': ['{sku} 的数量', 'Quantity of {sku}'],
  'resource.lines.priceOf': ['{sku} 的单价', 'Unit price of {sku}'],
  'resource.lines.remove': ['移除 {sku}', 'Remove {sku}'],
  'resource.lines.empty': ['还没有商品，请用上方的搜索框添加', 'No products yet: add them with the search box above'],
  'resource.lines.total': ['共 {count} 个商品，数量 {quantity}', '{count} products, quantity {quantity}'],
  'resource.lines.totalAmount': ['共 {count} 个商品，数量 {quantity}，金额 {amount}', '{count} products, quantity {quantity}, amount {amount}'],

  // <SkuPicker>
  'resource.skuPicker.placeholder': ['输入 SKU、商品名称或 SPU 搜索', 'Search by SKU, product name or SPU'],
  'resource.skuPicker.label': ['选择 SKU', 'Choose a SKU'],
  'resource.skuPicker.searching': ['搜索中…', 'Searching…'],
  'resource.skuPicker.none': ['没有匹配的 SKU', 'No SKU matches'],
  'resource.skuPicker.failed': ['SKU 加载失败', 'The SKUs could not be loaded'],
  'resource.skuPicker.available': ['可用 {available}', 'Available {available}'],
  'resource.skuPicker.combo': ['组合', 'Combo'],
  'resource.skuPicker.comboNotAllowed': ['组合 SKU 不能作为组件', 'A combination SKU cannot be a component'],

  // <ProductPicker>
  'resource.productPicker.placeholder': ['输入 SPU、产品名称或 SKU 搜索', 'Search by SPU, product name or SKU'],
  'resource.productPicker.label': ['选择产品', 'Choose a product'],
  'resource.productPicker.none': ['没有匹配的产品', 'No product matches'],
  'resource.productPicker.failed': ['产品加载失败', 'The products could not be loaded'],
  'resource.productPicker.skuCount': ['{count} 个 SKU', 'SKUs: {count}'],

  // <BoxesEditor>
  'resource.boxes.boxNo': ['箱号', 'Box number'],
  'resource.boxes.name': ['箱名', 'Box name'],
  'resource.boxes.weight': ['重量 kg', 'Weight kg'],
  'resource.boxes.length': ['长 cm', 'Length cm'],
  'resource.boxes.width': ['宽 cm', 'Width cm'],
  'resource.boxes.height': ['高 cm', 'Height cm'],
  'resource.boxes.sku': ['SKU', 'SKU'],
  'resource.boxes.quantity': ['数量', 'Quantity'],
  'resource.boxes.addBox': ['添加箱子', 'Add box'],
  'resource.boxes.removeBox': ['删除箱子', 'Remove box'],
  'resource.boxes.addItem': ['添加商品', 'Add item'],
  'resource.boxes.removeItem': ['移除', 'Remove'],
  'resource.boxes.summary': ['SKU {sku}：已装 {packed} / {quantity}', 'SKU {sku}: {packed} of {quantity} packed'],
  'resource.boxes.packed': ['装箱进度', 'Packed so far'],
} as const satisfies Record<string, readonly [string, string]>;

export type KitMessageId = keyof typeof entries;

function split(lang: 0 | 1): Record<KitMessageId, string> {
  return Object.fromEntries(Object.entries(entries).map(([id, pair]) => [id, pair[lang]])) as Record<KitMessageId, string>;
}

/** `{ zh, en }` records, for the i18n layer to merge into react-intl. */
export const kitMessages = { zh: split(0), en: split(1) };

/** `t(id, values)` for the `resource.*` texts in the UI language. */
export function useKitText(): (id: KitMessageId, values?: TextValues) => string {
  const intl = useContext(IntlContext);
  const lang = useUiLang();
  return useCallback(
    (id: KitMessageId, values?: TextValues) => {
      if (intl && Object.prototype.hasOwnProperty.call(intl.messages, id)) return intl.formatMessage({ id }, values);
      return fillTemplate((kitMessages[lang] ?? kitMessages.zh)[id] ?? kitMessages.zh[id], values);
    },
    [intl, lang],
  );
}
