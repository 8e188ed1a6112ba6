/**
 * The boxes of a packing task (packingManage.update while open; read-only otherwise), in the kit's
 * BoxesEditor: box number, name, weight, L × W × H and the SKUs in each box, with the packed / to-pack
 * summary per SKU. Saving replaces every box; the rules (packingBoxesInput of @erp/schema) are
 * checked here first and again on the server.
 */
import { packingBoxesInput, translate } from '@erp/schema';
import { useState } from 'react';
import { toastError } from '../../../ui';
import { BoxesEditor, boxDraftsOf, boxesInput } from '../../../ui/resource/BoxesEditor';
import { FormDialog } from '../../../ui/resource/FormDialog';
import { useFeatureText } from '../../../i18n/featureIntl';
import { useLang } from '../../../i18n';
import { usePackingCommands, type PackingTaskRow } from '../hooks';
import { packingMessages } from '../messages';

export function BoxEditorDialog({ task, editable, onClose, onDone }: { task: PackingTaskRow; editable: boolean; onClose: () => void; onDone: () => void }) {
  const t = useFeatureText(packingMessages);
  const [lang] = useLang();
  const { saveBoxes, busy } = usePackingCommands();
  const [boxes, setBoxes] = useState(() => boxDraftsOf(task.boxes));

  const submit = async () => {
    const parsed = packingBoxesInput.safeParse({ id: task.id, boxes: boxesInput(boxes) });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      toastError(t('packing.invalid', { message: `${issue.path.join('.')}: ${translate(lang, issue.message)}` }));
      return;
    }
    const outcome = await saveBoxes({ input: parsed.data }, { success: t('packing.saved'), failure: t('packing.failed') });
    if (outcome.ok) onDone();
  };

  return (
    <FormDialog
      title={t('packing.editTitle', { taskCode: task.taskCode })}
      onSubmit={editable ? submit : onClose}
      onClose={onClose}
      submitText={editable ? t('packing.save') : t('packing.close')}
      cancelText={t('packing.close')}
      size="xl"
      busy={busy}
      hint={t('packing.editHint', { orders: task.stockOrderNos.join(', ') })}
    >
      <BoxesEditor boxes={boxes} onChange={setBoxes} skus={task.expected} named editable={editable} />
    </FormDialog>
  );
}
