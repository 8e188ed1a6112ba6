/** Add or edit an invoice company header; the rules are @erp/schema's invoiceCompanyInput. */
import { useZodForm } from '../../../ui';
import { useFeatureText } from '../../../i18n/featureIntl';
import { namedRecordDialog, RecordFormDialog, saveRecord } from '../../../ui/resource';
import { useHeaderCommands, type HeaderRow } from '../hooks';
import { invoiceMessages } from '../messages';
import { headerFormSchema, headerFormValues } from './forms';

export function HeaderDialog({ header, onClose, onSaved }: { header: HeaderRow | null; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(invoiceMessages);
  const commands = useHeaderCommands();
  const form = useZodForm(headerFormSchema, headerFormValues(header));
  return (
    <RecordFormDialog
      {...namedRecordDialog(t, 'invoicePage.headers', 'invoicePage', header)}
      form={form}
      save={saveRecord(header, commands, (input) => input)}
      onSaved={onSaved}
      onClose={onClose}
      fields={[
        { name: 'name', label: t('invoicePage.field.name'), required: true },
        { name: 'address', label: t('invoicePage.field.address'), required: true, kind: 'textarea', rows: 2 },
        {
          columns: 2,
          fields: [
            { name: 'country', label: t('invoicePage.field.country'), required: true },
            { name: 'taxNumber', label: t('invoicePage.field.taxNumber') },
          ],
        },
        {
          columns: 3,
          fields: [
            { name: 'bankName', label: t('invoicePage.field.bankName') },
            { name: 'bankAccount', label: t('invoicePage.field.bankAccount') },
            { name: 'bankSwift', label: t('invoicePage.field.bankSwift') },
          ],
        },
        {
          columns: 2,
          fields: [
            { name: 'prefix', label: t('invoicePage.field.prefix'), required: true },
            {
              name: 'nextNumber',
              label: t('invoicePage.field.nextNumber'),
              kind: 'number',
              hint: t('invoicePage.field.nextNumberHint'),
              disabled: (header?.invoiceCount ?? 0) > 0,
            },
          ],
        },
        {
          columns: 2,
          fields: [
            { name: 'currency', label: t('invoicePage.field.currency'), required: true },
            { name: 'taxRate', label: t('invoicePage.field.taxRate'), kind: 'decimal' },
          ],
        },
        { name: 'isDefault', label: t('invoicePage.field.isDefault'), kind: 'switch' },
      ]}
    />
  );
}
