/** Pair product-library SKUs with a compliance template, each with its labels per unit (not all 0). */
import { Input, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useFeatureText } from '../../../i18n/featureIntl';
import { ChoiceSelect } from '../../../ui/ChoiceSelect';
import { FieldFrame } from '../../../ui/FormField';
import { EditRowsTable, FormDialog } from '../../../ui/resource';
import { SkuPicker, type PickedSku } from '../../../ui/resource/SkuPicker';
import { usePairCommands, useTemplateChoices } from '../hooks';
import { euComplianceMessages } from '../messages';

interface Row {
  skuId: number;
  sku: string;
  productName: string;
  quantity: string;
}

export function PairDialog({ templateId, onClose, onSaved }: { templateId?: number; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(euComplianceMessages);
  const templates = useTemplateChoices();
  const commands = usePairCommands();
  const [template, setTemplate] = useState(templateId ? String(templateId) : '');
  const [rows, setRows] = useState<Row[]>([]);
  const [problem, setProblem] = useState<string>();
  const add = (s: PickedSku) => setRows((r) => [...r, { skuId: s.id, sku: s.sku, productName: s.productName, quantity: '1' }]);
  const save = async () => {
    if (!template) {
      setProblem(t('euPairs.dialog.chooseTemplate'));
      return;
    }
    setProblem(undefined);
    const input = { templateId: Number(template), items: rows.map((r) => ({ skuId: r.skuId, printQuantity: Number(r.quantity.trim() || '0') })) };
    const outcome = await commands.pair({ input }, { success: t('euPairs.dialog.saved', { count: rows.length }), failure: t('euPairs.dialog.failed') });
    if (outcome.ok) onSaved();
  };
  return (
    <FormDialog
      title={t('euPairs.dialog.title')}
      onSubmit={() => void save()}
      onClose={onClose}
      busy={commands.busy}
      submitDisabled={!rows.length}
      submitText={t('euPairs.dialog.save')}
      cancelText={t('euPairs.dialog.cancel')}
      size="lg"
    >
      <Stack gap="4">
        <FieldFrame label={t('euPairs.dialog.template')} required error={problem}>
          <ChoiceSelect
            aria-label={t('euPairs.dialog.template')}
            value={template}
            onChange={setTemplate}
            empty=""
            options={templates.map((o) => ({ value: String(o.id), label: o.enabled ? o.name : `${o.name} ${t('euPairs.templateOff')}` }))}
          />
        </FieldFrame>
        <SkuPicker onPick={add} excludeIds={rows.map((r) => r.skuId)} placeholder={t('euPairs.dialog.pickHint')} aria-label={t('euPairs.dialog.pick')} />
        {rows.length ? (
          <EditRowsTable
            headers={[{ label: t('euPairs.col.sku') }, { label: t('euPairs.dialog.quantity') }]}
            rows={rows}
            rowKey={(r) => r.skuId}
            cells={(r, i) => (
              <>
                <Table.Cell>
                  <Text fontFamily="mono">{r.sku}</Text>
                  <Text textStyle="xs" color="fg.muted">
                    {r.productName}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <Input
                    size="sm"
                    inputMode="numeric"
                    width="24"
                    aria-label={`${t('euPairs.dialog.quantity')} ${r.sku}`}
                    value={r.quantity}
                    onChange={(e) => {
                      const value = e.currentTarget.value;
                      setRows((all) => all.map((x, j) => (j === i ? { ...x, quantity: value } : x)));
                    }}
                  />
                </Table.Cell>
              </>
            )}
            remove={{ label: (r) => `${t('euPairs.dialog.remove')} ${r.sku}`, onRemove: (_r, i) => setRows((all) => all.filter((_x, j) => j !== i)) }}
          />
        ) : (
          <Text color="fg.muted" textStyle="sm">
            {t('euPairs.dialog.none')}
          </Text>
        )}
      </Stack>
    </FormDialog>
  );
}

/** EU labels for orders by id (EU-destination orders only: the server refuses others naming the order). */
export function PrintOrdersDialog({ onClose, onPrint, busy }: { onClose: () => void; onPrint: (orderIds: number[]) => Promise<boolean>; busy: boolean }) {
  const t = useFeatureText(euComplianceMessages);
  const [text, setText] = useState('');
  const ids = [
    ...new Set(
      text
        .split(/[\s,，]+/)
        .filter((s) => /^\d+$/.test(s))
        .map(Number),
    ),
  ];
  return (
    <FormDialog
      title={t('euPairs.printOrders')}
      onSubmit={() => void onPrint(ids).then((ok) => ok && onClose())}
      onClose={onClose}
      busy={busy}
      submitDisabled={!ids.length}
      submitText={t('euPairs.print')}
      cancelText={t('euPairs.dialog.cancel')}
    >
      <FieldFrame label={t('euPairs.orderIds')}>
        <Input aria-label={t('euPairs.orderIds')} value={text} onChange={(e) => setText(e.currentTarget.value)} />
      </FieldFrame>
    </FormDialog>
  );
}
