/** /watermarkManage: watermark templates of the image tools (issue 24 item 2). */
import { Badge, Text } from '@chakra-ui/react';
import type { WatermarkTemplateFilter } from '../../api/generated/types';
import { type DataTableColumn, type FilterValues } from '../../ui';
import { useFeatureText } from '../../i18n/featureIntl';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime, textOrUndefined } from '../../ui/format';
import { pageOf, useListScreen } from '../../ui/resource';
import { RecordListPage } from '../../ui/resource/RecordListPage';
import { WatermarkDialog } from './components/WatermarkDialog';
import { useWatermarkCommands, watermarkList, type WatermarkRow } from './hooks';
import { imageToolsMessages } from './messages';

export const WatermarkManagePage = featurePage(imageToolsMessages, WatermarkManageScreen);

const EDIT = 'watermark.update';
const toFilter = (v: FilterValues): WatermarkTemplateFilter => ({ keyword: textOrUndefined(v.keyword) });

function WatermarkManageScreen() {
  const t = useFeatureText(imageToolsMessages);
  const screen = useListScreen({ ...watermarkList, fields: [{ name: 'keyword', label: t('imageTools.filter.keyword'), type: 'text' }], toFilter });
  const commands = useWatermarkCommands();
  const position = (p: string) => t(`imageTools.position.${p}` as 'imageTools.position.center');

  const columns: DataTableColumn<WatermarkRow>[] = [
    { key: 'name', header: t('imageTools.col.name'), hideable: false, cell: (w) => <Text fontWeight="medium">{w.name}</Text> },
    { key: 'kind', header: t('imageTools.col.kind'), cell: (w) => <Badge>{t(w.kind === 'image' ? 'imageTools.kind.image' : 'imageTools.kind.text')}</Badge> },
    {
      key: 'content',
      header: t('imageTools.col.content'),
      cell: (w) =>
        w.kind === 'image' ? (
          t('imageTools.pictureNo', { id: w.imageFileId ?? 0 })
        ) : (
          <Text as="span" fontFamily="mono">
            {w.text}{' '}
            <Text as="span" color="fg.muted">
              {w.color}
            </Text>
          </Text>
        ),
    },
    { key: 'position', header: t('imageTools.col.position'), cell: (w) => position(w.position) },
    { key: 'opacity', header: t('imageTools.col.opacity'), align: 'end', cell: (w) => `${w.opacity}%` },
    { key: 'size', header: t('imageTools.col.size'), align: 'end', cell: (w) => `${w.size}%` },
    { key: 'updatedAt', header: t('imageTools.col.updatedAt'), cell: (w) => formatDateTime(w.updatedAt) },
  ];

  return (
    <RecordListPage
      page={pageOf(t, 'imageTools', 'watermarkManage')}
      add={t('imageTools.add')}
      t={t}
      prefix="imageTools"
      permission={EDIT}
      failure={t('imageTools.deleteFailed')}
      screen={screen}
      columns={columns}
      remove={(w, feedback) => commands.remove({ id: w.id }, feedback)}
      dialog={(template, close) => <WatermarkDialog template={template} {...close} />}
    />
  );
}
