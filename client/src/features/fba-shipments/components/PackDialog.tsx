/**
 * Pack an FBA shipment (fbaWarehouseCargoManagement.update): boxes with number, weight (kg), size
 * (cm) and contents (the kit's BoxesEditor); together they must hold exactly the shipment
 * (fbaShipmentPackInput and fbaPackingRefusal of @erp/schema, checked here first and again on the
 * server). Saving replaces the boxes; Amazon answers each box's code.
 */
import { fbaPackingRefusal, fbaShipmentPackInput, translate } from '@erp/schema';
import { useState } from 'react';
import { toastError } from '../../../ui';
import { BoxesEditor, boxDraftsOf, boxesInput, nextBox, type BoxDraft } from '../../../ui/resource/BoxesEditor';
import { FormDialog } from '../../../ui/resource/FormDialog';
import { useFeatureText } from '../../../i18n/featureIntl';
import { useLang } from '../../../i18n';
import { useFbaCommands, type FbaShipmentRow } from '../hooks';
import { fbaMessages } from '../messages';

/** The saved boxes, or one box holding the whole shipment to start from. */
const draftOf = (s: FbaShipmentRow): BoxDraft[] =>
  s.boxes.length
    ? boxDraftsOf(s.boxes)
    : [
        nextBox(
          [],
          s.lines.map((l) => ({ skuId: l.skuId, quantity: String(l.quantity) })),
        ),
      ];

export function PackDialog({ shipment, onClose, onDone }: { shipment: FbaShipmentRow; onClose: () => void; onDone: () => void }) {
  const t = useFeatureText(fbaMessages);
  const [lang] = useLang();
  const { pack, busy } = useFbaCommands();
  const [boxes, setBoxes] = useState<BoxDraft[]>(() => draftOf(shipment));
  const skuOf = new Map(shipment.lines.map((l) => [l.skuId, l.sku]));

  const submit = async () => {
    const parsed = fbaShipmentPackInput.safeParse({ id: shipment.id, boxes: boxesInput(boxes) });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      toastError(t('fba.invalid', { message: `${issue.path.join('.')}: ${translate(lang, issue.message)}` }));
      return;
    }
    const refusal = fbaPackingRefusal(shipment.lines, parsed.data.boxes);
    if (refusal) {
      const d = refusal.difference;
      toastError(
        t('fba.invalid', { message: translate(lang, refusal.messageId, { sku: skuOf.get(d.skuId) ?? d.skuId, packed: d.packed, expected: d.expected }) }),
      );
      return;
    }
    const outcome = await pack({ input: parsed.data }, { success: t('fba.packed'), failure: t('fba.failed') });
    if (outcome.ok) onDone();
  };

  return (
    <FormDialog
      title={t('fba.packTitle', { shipmentNo: shipment.shipmentNo })}
      onSubmit={submit}
      onClose={onClose}
      submitText={t('fba.save')}
      cancelText={t('fba.close')}
      size="xl"
      busy={busy}
      hint={t('fba.packHint')}
    >
      <BoxesEditor boxes={boxes} onChange={setBoxes} skus={shipment.lines} />
    </FormDialog>
  );
}
