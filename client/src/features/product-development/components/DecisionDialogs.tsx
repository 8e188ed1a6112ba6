/**
 * The acts at a requirement's current node and after the last: approve (comment optional), reject
 * (the reason is required, spec 02 §5) and mark complete (the SPU and SKU of the product-library
 * product it creates). The server checks the caller is an approver of the node.
 */
import { devApproveInput, devCompleteInput, devRejectInput } from '@erp/schema';
import type { z } from 'zod';
import { FormKit, toastSuccess, useZodForm } from '../../../ui';
import { useRecordSchema } from '../../../ui/recordSchema';
import { FormDialog } from '../../../ui/resource/FormDialog';
import { NoteDialog } from '../../../ui/resource/NoteDialog';
import { useFeatureText } from '../../../i18n/featureIntl';
import { useRequirementCommands, type RequirementRow } from '../hooks';
import { productDevMessages } from '../messages';

type Props = { requirement: RequirementRow; onClose: () => void; onDone: () => void };

export function ApproveDialog({ requirement, onClose, onDone }: Props) {
  const t = useFeatureText(productDevMessages);
  const { approve } = useRequirementCommands();
  return (
    <NoteDialog
      schema={devApproveInput}
      id={requirement.id}
      name="comment"
      title={t('productDev.approveTitle', { number: requirement.number, node: requirement.currentNodeName })}
      label={t('productDev.comment')}
      submitText={t('productDev.approve')}
      cancelText={t('productDev.cancel')}
      success={t('productDev.approved')}
      failure={t('productDev.failed')}
      command={approve}
      onClose={onClose}
      onDone={onDone}
    />
  );
}

export function RejectDialog({ requirement, onClose, onDone }: Props) {
  const t = useFeatureText(productDevMessages);
  const { reject } = useRequirementCommands();
  return (
    <NoteDialog
      schema={devRejectInput}
      id={requirement.id}
      name="comment"
      required
      danger
      title={t('productDev.rejectTitle', { number: requirement.number, node: requirement.currentNodeName })}
      label={t('productDev.reason')}
      submitText={t('productDev.reject')}
      cancelText={t('productDev.cancel')}
      success={t('productDev.rejectedToast')}
      failure={t('productDev.failed')}
      command={reject}
      onClose={onClose}
      onDone={onDone}
    />
  );
}

export function CompleteDialog({ requirement, onClose, onDone }: Props) {
  const t = useFeatureText(productDevMessages);
  const { complete } = useRequirementCommands();
  const schema = useRecordSchema(devCompleteInput, requirement.id);
  const form = useZodForm(schema, { spu: '', sku: '', comment: '' });
  const submit = async (input: z.output<typeof schema>) => {
    const outcome = await complete({ input }, { failure: t('productDev.failed'), form });
    if (outcome.ok) {
      toastSuccess(t('productDev.completed', { spu: outcome.data.productSpu }));
      onDone();
    }
  };
  return (
    <FormDialog
      title={t('productDev.completeTitle', { number: requirement.number })}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitText={t('productDev.complete')}
      cancelText={t('productDev.cancel')}
      size="sm"
    >
      <FormKit.Field name="spu" label={t('productDev.spu')} required />
      <FormKit.Field name="sku" label={t('productDev.sku')} required />
      <FormKit.Textarea name="comment" label={t('productDev.comment')} rows={2} />
    </FormDialog>
  );
}
