/** New or edited export template: a name, and the chosen columns put in order (up / down / remove / add). */
import { Box, Button, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { exportTemplateInput, ORDER_EXPORT_COLUMNS, type OrderExportColumn } from '@erp/schema';
import { LuArrowDown, LuArrowUp, LuPlus, LuX } from 'react-icons/lu';
import { useMessageText, useZodForm } from '../../../ui';
import { useFeatureText } from '../../../i18n/featureIntl';
import { RecordFormDialog, saveRecord } from '../../../ui/resource';
import { useExportTemplateCommands, type ExportTemplateRow } from '../hooks';
import { exportTemplatesMessages } from '../messages';

export function ExportTemplateDialog({ template, onClose, onSaved }: { template: ExportTemplateRow | null; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(exportTemplatesMessages);
  const m = useMessageText();
  const commands = useExportTemplateCommands();
  const form = useZodForm(exportTemplateInput, {
    name: template?.name ?? '',
    columns: (template?.columns ?? ['orderNo', 'platformOrderNo', 'shopName', 'status', 'trackingNo']) as OrderExportColumn[],
  });
  const columns = form.values.columns;
  const set = (next: OrderExportColumn[]) => form.setValue('columns', next);
  const move = (i: number, by: number) => {
    const next = [...columns];
    const [c] = next.splice(i, 1);
    next.splice(i + by, 0, c!);
    set(next);
  };
  const label = (c: string) => m(`exportColumn.${c}`);
  const available = ORDER_EXPORT_COLUMNS.filter((c) => !columns.includes(c));
  const columnsError = form.errorText('columns');

  return (
    <RecordFormDialog
      title={template ? t('exportTemplates.form.editTitle', { name: template.name }) : t('exportTemplates.form.newTitle')}
      form={form}
      save={saveRecord(template, commands, (input) => input)}
      success={(input) => t('exportTemplates.saved', { name: input.name })}
      failure={t('exportTemplates.failed')}
      onSaved={onSaved}
      onClose={onClose}
      submitText={t('exportTemplates.form.save')}
      cancelText={t('exportTemplates.form.cancel')}
      size="lg"
      fields={[{ name: 'name', label: t('exportTemplates.form.name'), required: true }]}
    >
      <Flex gap="4" align="start" wrap="wrap">
        <Stack flex="1" minW="220px" gap="1" role="list" aria-label={t('exportTemplates.form.chosen')}>
          <Text fontSize="sm" fontWeight="semibold">
            {t('exportTemplates.form.chosen')}
          </Text>
          {columns.length ? null : (
            <Text fontSize="sm" color="fg.muted">
              {t('exportTemplates.form.none')}
            </Text>
          )}
          {columns.map((c, i) => (
            <HStack key={c} role="listitem" borderWidth="1px" borderRadius="sm" px="2" py="0.5" justify="space-between">
              <Text fontSize="sm">
                {i + 1}. {label(c)}
              </Text>
              <HStack gap="0">
                {(
                  [
                    ['up', <LuArrowUp />, i === 0, () => move(i, -1)],
                    ['down', <LuArrowDown />, i === columns.length - 1, () => move(i, 1)],
                    ['remove', <LuX />, false, () => set(columns.filter((x) => x !== c))],
                  ] as const
                ).map(([action, icon, disabled, onClick]) => (
                  <IconButton
                    key={action}
                    size="2xs"
                    variant="ghost"
                    aria-label={t(`exportTemplates.form.${action}`, { name: label(c) })}
                    disabled={disabled}
                    onClick={onClick}
                  >
                    {icon}
                  </IconButton>
                ))}
              </HStack>
            </HStack>
          ))}
          {columnsError ? (
            <Text fontSize="sm" color="fg.error">
              {columnsError}
            </Text>
          ) : null}
        </Stack>
        <Box flex="1" minW="200px">
          <Text fontSize="sm" fontWeight="semibold" mb="1">
            {t('exportTemplates.form.available')}
          </Text>
          <Flex wrap="wrap" gap="1">
            {available.map((c) => (
              <Button
                key={c}
                size="xs"
                variant="outline"
                aria-label={t('exportTemplates.form.addColumn', { name: label(c) })}
                onClick={() => set([...columns, c])}
              >
                <LuPlus />
                {label(c)}
              </Button>
            ))}
          </Flex>
        </Box>
      </Flex>
    </RecordFormDialog>
  );
}
