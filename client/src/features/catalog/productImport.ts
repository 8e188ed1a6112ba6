/**
 * The product import (<ImportDialog kind={useProductImportKind()}>): an .xlsx posted to
 * api/v1/catalog/import, the template at api/v1/catalog/importTemplate; the whole file or nothing.
 */
import { useMemo } from 'react';
import { useFeatureLang, useFeatureText } from '../../i18n/featureIntl';
import { restImport, restTemplateUrl, type ImportKind } from '../../ui/resource/ImportDialog';
import { catalogMessages } from './messages';

export interface ProductImportSummary {
  products: number;
  skus: number;
}

export function useProductImportKind(): ImportKind<ProductImportSummary> {
  const t = useFeatureText(catalogMessages);
  const lang = useFeatureLang();
  return useMemo(
    () => ({
      title: t('products.import.title'),
      intro: t('products.import.intro'),
      templateUrl: restTemplateUrl('catalog/importTemplate', lang),
      fileLabel: t('products.import.file'),
      accept: '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      extensions: ['.xlsx'],
      noFileText: t('products.import.noFile'),
      run: (file) => restImport<ProductImportSummary>('catalog/import', file),
      successToast: (d) => t('products.import.done', { products: d.products, skus: d.skus }),
    }),
    [t, lang],
  );
}
