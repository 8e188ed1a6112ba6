/**
 * /orders "Export with template" (issue 18 C): choose an export template, then export the ticked
 * orders (or every order of the list's filter) through the task queue (report type ordersTemplate).
 */
import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuFileDown } from 'react-icons/lu';
import { openToolPage } from '../../app/toolWindows';
import { useFeatureText } from '../../i18n/featureIntl';
import { ChoiceSelect } from '../../ui/ChoiceSelect';
import { FeatureScope } from '../../ui/FeatureScope';
import { useConnection } from '../../ui/resource';
import { InfoDialog } from '../../ui/resource/FormDialog';
import { useExport } from '../tasks/ExportButton';
import { ExportTemplatesDocument } from './exportTemplates.generated';
import { exportTemplatesMessages } from './messages';

/** The orders filter keys the ordersTemplate export accepts. */
const FILTER_KEYS = ['status', 'keyword', 'shopId', 'warehouseId', 'logisticsChannelId', 'country'] as const;

export interface ExportWithTemplateProps {
  /** Ticked order ids (empty: the whole filtered list). */
  ids: number[];
  /** The list's current filter. */
  filter: Record<string, unknown>;
}

export function ExportWithTemplateButton(props: ExportWithTemplateProps) {
  return (
    <FeatureScope messages={exportTemplatesMessages}>
      <ExportWithTemplate {...props} />
    </FeatureScope>
  );
}

function ExportWithTemplate({ ids, filter }: ExportWithTemplateProps) {
  const t = useFeatureText(exportTemplatesMessages);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <LuFileDown />
        {t('exportTemplates.export')}
      </Button>
      {open ? <ExportDialog ids={ids} filter={filter} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function ExportDialog({ ids, filter, onClose }: ExportWithTemplateProps & { onClose: () => void }) {
  const t = useFeatureText(exportTemplatesMessages);
  const list = useConnection(ExportTemplatesDocument, (d) => d.exportTemplates, {}, { page: 1, pageSize: 100 });
  const [chosen, setChosen] = useState<number | null>(null);
  const templateId = chosen ?? list.rows[0]?.id ?? null;
  const { startExport, loading } = useExport();

  const go = async () => {
    if (!templateId) return;
    const scope = ids.length ? { ids } : Object.fromEntries(FILTER_KEYS.map((k) => [k, filter[k]]));
    const job = await startExport('ordersTemplate', { templateId, ...scope });
    if (job) onClose();
  };

  return (
    <InfoDialog
      title={t('exportTemplates.export.title')}
      onClose={onClose}
      footer={
        <Button size="sm" colorPalette="teal" onClick={() => void go()} loading={loading} disabled={!templateId}>
          {t('exportTemplates.export.go')}
        </Button>
      }
    >
      <Stack gap="3">
        {list.rows.length ? (
          <ChoiceSelect
            aria-label={t('exportTemplates.export.template')}
            value={String(templateId ?? '')}
            onChange={(v) => setChosen(Number(v))}
            options={list.rows.map((r) => ({ value: r.id, label: r.name }))}
          />
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {list.loading ? '…' : t('exportTemplates.export.none')}
          </Text>
        )}
        <Text fontSize="sm">{ids.length ? t('exportTemplates.export.scope.selected', { count: ids.length }) : t('exportTemplates.export.scope.filter')}</Text>
        <Link fontSize="sm" colorPalette="teal" onClick={() => openToolPage('/exportTemplate')}>
          {t('exportTemplates.export.manage')}
        </Link>
      </Stack>
    </InfoDialog>
  );
}
