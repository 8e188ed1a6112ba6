/** Issue an invoice for one or more orders (typed by their numbers); the rules are @erp/schema's issueInvoiceInput. */
import { useZodForm } from '../../../ui';
import { useFeatureText } from '../../../i18n/featureIntl';
import { RecordFormDialog } from '../../../ui/resource';
import { useInvoiceCommands } from '../hooks';
import { invoiceMessages } from '../messages';
import { issueFormSchema, issueFormValues } from './forms';

export function IssueDialog({
  headers,
  onClose,
  onSaved,
}: {
  headers: { id: number; name: string; isDefault: boolean }[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useFeatureText(invoiceMessages);
  const commands = useInvoiceCommands();
  const preset = headers.find((h) => h.isDefault) ?? headers[0];
  const form = useZodForm(issueFormSchema, issueFormValues(preset ? String(preset.id) : ''));
  return (
    <RecordFormDialog
      title={t('invoicePage.invoices.add')}
      form={form}
      save={({ invoicedAt: _at, ...input }, feedback) => commands.issue({ input }, feedback)}
      success={(_input, data) => t('invoicePage.issuedMsg', { number: data.number })}
      failure={t('invoicePage.issueFailed')}
      onSaved={onSaved}
      onClose={onClose}
      submitText={t('invoicePage.issue')}
      cancelText={t('invoicePage.cancel')}
      fields={[
        {
          name: 'invoiceCompanyId',
          label: t('invoicePage.field.header'),
          required: true,
          kind: 'select',
          placeholder: t('invoicePage.choose'),
          options: headers.map((h) => ({ value: String(h.id), label: h.name })),
        },
        {
          name: 'orderNos',
          label: t('invoicePage.field.orderNos'),
          required: true,
          kind: 'textarea',
          rows: 2,
          placeholder: t('invoicePage.field.orderNosHint'),
        },
        { name: 'drawee', label: t('invoicePage.field.drawee'), hint: t('invoicePage.field.draweeHint') },
        {
          columns: 2,
          fields: [
            { name: 'address', label: t('invoicePage.field.receivingAddress'), hint: t('invoicePage.field.draweeHint') },
            { name: 'country', label: t('invoicePage.field.receivingCountry') },
          ],
        },
        { name: 'taxRate', label: t('invoicePage.field.issueTaxRate'), kind: 'decimal' },
        { name: 'remark', label: t('invoicePage.field.remark') },
      ]}
    />
  );
}
