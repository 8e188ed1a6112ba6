/** Void an invoice with a reason; the rules are @erp/schema's voidInvoiceInput. */
import { voidInvoiceInput } from '@erp/schema';
import { useZodForm } from '../../../ui';
import { useFeatureText } from '../../../i18n/featureIntl';
import { RecordFormDialog } from '../../../ui/resource';
import { useInvoiceCommands, type InvoiceRow } from '../hooks';
import { invoiceMessages } from '../messages';

export function VoidDialog({ invoice, onClose, onSaved }: { invoice: InvoiceRow; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(invoiceMessages);
  const commands = useInvoiceCommands();
  const form = useZodForm(voidInvoiceInput, { reason: '' });
  return (
    <RecordFormDialog
      title={t('invoicePage.voidTitle', { number: invoice.number })}
      form={form}
      save={(input, feedback) => commands.void({ id: invoice.id, reason: input.reason }, feedback)}
      success={t('invoicePage.voided', { number: invoice.number })}
      failure={t('invoicePage.saveFailed')}
      onSaved={onSaved}
      onClose={onClose}
      submitText={t('invoicePage.void')}
      cancelText={t('invoicePage.cancel')}
      fields={[{ name: 'reason', label: t('invoicePage.reason'), required: true }]}
    />
  );
}
