/** Revise an online listing's price and quantity on the marketplace (an empty field is not sent). */
import type { PlatformName } from '@erp/schema';
import { z } from 'zod';
import type { ListingRevisionInput } from '../../../api/generated/types';
import { useFeatureText } from '../../../i18n/featureIntl';
import { RecordFormDialog } from '../../../ui/resource';
import { useZodForm } from '../../../ui/useZodForm';
import { useListingCommands, type ListingRow } from '../hooks';
import { listingsMessages } from '../messages';

const schema = z
  .object({
    price: z
      .string()
      .trim()
      .regex(/^(\d{1,10}(\.\d{1,2})?)?$/, { error: 'listing.priceInvalid' }),
    quantity: z.string().trim().regex(/^\d*$/, { error: 'listing.quantityInteger' }),
  })
  .refine((v) => v.price !== '' || v.quantity !== '', { error: 'listing.nothingToRevise', path: ['price'] })
  .transform((v): ListingRevisionInput => ({
    price: v.price === '' ? undefined : v.price,
    quantity: v.quantity === '' ? undefined : Number(v.quantity),
  }));

export function ReviseDialog({
  marketplace,
  listing,
  onClose,
  onSaved,
}: {
  marketplace: PlatformName;
  listing: ListingRow;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useFeatureText(listingsMessages);
  const commands = useListingCommands();
  const form = useZodForm(schema, { price: listing.price, quantity: String(listing.quantity) });
  return (
    <RecordFormDialog
      title={t('listings.revise.title', { sku: listing.sellerSku || listing.title })}
      hint={t('listings.revise.hint')}
      form={form}
      busy={commands.busy}
      onClose={onClose}
      onSaved={onSaved}
      success={t('listings.revise.done')}
      failure={t('listings.failed')}
      save={(input, feedback) => commands.revise({ marketplace, id: listing.id, input }, feedback)}
      fields={[
        {
          columns: 2,
          fields: [
            { name: 'price', label: t('listings.form.price', { currency: listing.currency }), kind: 'decimal' },
            { name: 'quantity', label: t('listings.form.quantity'), kind: 'number' },
          ],
        },
      ]}
    />
  );
}
