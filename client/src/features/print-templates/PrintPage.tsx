/**
 * /print?ids=1,2&kind=label, a tool page: renders a chosen print template for the chosen orders to
 * one PDF on the server (one page per order, spec 02 §2; issue 18 C). Opened from /orders with the
 * ticked orders; order ids may also be typed.
 */
import { Button, HStack, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { oneOf, PRINT_TEMPLATE_KINDS } from '@erp/schema';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { featurePage, PageFrame } from '../../ui/FeatureScope';
import { useFeatureText } from '../../i18n/featureIntl';
import { useConnection } from '../../ui/resource';
import { PrintTemplatesDocument } from './printTemplates.generated';
import { usePrintTemplateCommands } from './hooks';
import { printTemplatesMessages } from './messages';
import { openPdf } from './pdf';

export const PrintPage = featurePage(printTemplatesMessages, PrintScreen);

const parseIds = (text: string) => [
  ...new Set(
    text
      .split(/[\s,;]+/)
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0),
  ),
];

function PrintScreen() {
  const t = useFeatureText(printTemplatesMessages);
  const [params] = useSearchParams();
  const kind = oneOf(PRINT_TEMPLATE_KINDS, params.get('kind'));
  const [idsText, setIdsText] = useState(params.get('ids')?.split(',').join(', ') ?? '');
  const ids = useMemo(() => parseIds(idsText), [idsText]);
  const list = useConnection(PrintTemplatesDocument, (d) => d.printTemplates, { filter: kind ? { kind } : {} }, { page: 1, pageSize: 100 });
  const templates = list.rows;
  const [templateId, setTemplateId] = useState<number | null>(null);
  const commands = usePrintTemplateCommands();
  const [done, setDone] = useState('');

  // the default template of the asked kind (else the first one) is chosen at first
  useEffect(() => {
    if (templateId == null && templates.length) setTemplateId((templates.find((r) => r.isDefault) ?? templates[0])!.id);
  }, [templates, templateId]);

  const kindLabel = (k: string) => t(`printTemplates.kind.${oneOf(PRINT_TEMPLATE_KINDS, k) ?? 'label'}`);
  const print = async () => {
    if (!templateId) return;
    setDone('');
    const outcome = await commands.print({ templateId, orderIds: ids }, { failure: t('printTemplates.failed') });
    if (outcome.ok) {
      setDone(t('printTemplates.print.done', { pages: outcome.data.pages, filename: outcome.data.filename }));
      openPdf(outcome.data.contentBase64, outcome.data.filename);
    }
  };

  return (
    <PageFrame title={t('printTemplates.print.title')} description={t('printTemplates.print.description')}>
      <Stack gap="4" maxW="640px">
        <label>
          <Text fontSize="sm" mb="1">
            {t('printTemplates.print.template')}
          </Text>
          <NativeSelect.Root size="sm" disabled={list.loading && !templates.length}>
            <NativeSelect.Field
              aria-label={t('printTemplates.print.template')}
              value={templateId ?? ''}
              onChange={(e) => setTemplateId(Number(e.target.value) || null)}
            >
              {templates.length ? null : <option value="">{list.loading ? '…' : t('printTemplates.print.noTemplates')}</option>}
              {templates.map((r) => (
                <option key={r.id} value={r.id}>
                  {`${kindLabel(r.kind)} · ${r.name}${r.isDefault ? ` (${t('printTemplates.default')})` : ''} · ${r.pageWidth} × ${r.pageHeight} mm`}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </label>
        {list.error ? <Text color="red.600">{t('printTemplates.failed')}</Text> : null}
        <label>
          <Text fontSize="sm" mb="1">
            {t('printTemplates.print.orders')}
          </Text>
          <Textarea size="sm" rows={3} aria-label={t('printTemplates.print.orders')} value={idsText} onChange={(e) => setIdsText(e.target.value)} />
        </label>
        <HStack>
          <Button
            colorPalette="teal"
            size="sm"
            onClick={() => void print()}
            loading={commands.busy}
            loadingText={t('printTemplates.print.busy')}
            disabled={!templateId || !ids.length}
          >
            {t('printTemplates.print.go')}
          </Button>
          <Text fontSize="sm" color="fg.muted">
            {t('printTemplates.print.count', { count: ids.length })}
          </Text>
        </HStack>
        {done ? (
          <Text fontSize="sm" color="green.700" role="status">
            {done}
          </Text>
        ) : null}
      </Stack>
    </PageFrame>
  );
}
