/** /packageMaterials: packaging materials with stock, price, weight and size (spec 02 §3). */
import { Text } from '@chakra-ui/react';
import type { PackagingMaterialFilter } from '../../api/generated/types';
import { type DataTableColumn, type FilterValues } from '../../ui';
import { useFeatureText } from '../../i18n/featureIntl';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime, textOrUndefined } from '../../ui/format';
import { pageOf, useListScreen } from '../../ui/resource';
import { RecordListPage } from '../../ui/resource/RecordListPage';
import { MaterialDialog } from './components/MaterialDialog';
import { materialList, useMaterialCommands, type MaterialRow } from './hooks';
import { packageMaterialsMessages } from './messages';

export const PackageMaterialsPage = featurePage(packageMaterialsMessages, PackageMaterialsScreen);

/** "30 × 20 × 10", or '—' when no size was entered. */
function sizeText(m: MaterialRow): string {
  const parts = [m.length, m.width, m.height];
  return parts.every((p) => Number(p) === 0) ? '—' : parts.join(' × ');
}

const toFilter = (v: FilterValues): PackagingMaterialFilter => ({ keyword: textOrUndefined(v.keyword) });

function PackageMaterialsScreen() {
  const t = useFeatureText(packageMaterialsMessages);
  const screen = useListScreen({ ...materialList, fields: [{ name: 'keyword', label: t('packageMaterials.filter.keyword'), type: 'text' }], toFilter });
  const commands = useMaterialCommands();

  const columns: DataTableColumn<MaterialRow>[] = [
    { key: 'name', header: t('packageMaterials.col.name'), hideable: false, cell: (m) => <Text fontWeight="medium">{m.name}</Text> },
    { key: 'quantity', header: t('packageMaterials.col.quantity'), align: 'end', cell: (m) => m.quantity },
    { key: 'unitPrice', header: t('packageMaterials.col.unitPrice'), align: 'end', cell: (m) => Number(m.unitPrice).toFixed(2) },
    { key: 'weight', header: t('packageMaterials.col.weight'), align: 'end', cell: (m) => Number(m.weight).toFixed(3) },
    { key: 'size', header: t('packageMaterials.col.size'), cell: sizeText },
    { key: 'updatedAt', header: t('packageMaterials.col.updatedAt'), cell: (m) => formatDateTime(m.updatedAt) },
  ];

  return (
    <RecordListPage
      page={pageOf(t, 'packageMaterials', 'packageMaterials')}
      add={t('packageMaterials.add')}
      t={t}
      prefix="packageMaterials"
      permission="packageMaterial.update"
      failure={t('packageMaterials.deleteFailed')}
      screen={screen}
      columns={columns}
      remove={(m, feedback) => commands.remove({ id: m.id }, feedback)}
      dialog={(material, close) => <MaterialDialog material={material} {...close} />}
    />
  );
}
