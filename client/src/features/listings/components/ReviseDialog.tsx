/** Revise an online listing's price and quantity on the marketplace (an empty field is not sent). */
import { z } from 'zod';
import type { ListingRevisionInput } from '../../../api/generated/types';
import { RecordFormDialog } from '../../../ui/resource';
import { useZodForm } from '../../../ui/useZodForm';
import type { ListingRow } from '../hooks';
import { useListingDialog, type ListingDialogProps } from './listingDialog';

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

export function ReviseDialog({ marketplace, listing, ...props }: ListingDialogProps & { listing: ListingRow }) {
  const { t, commands, dialog } = useListingDialog(props);
  const form = useZodForm(schema, { price: listing.price, quantity: String(listing.quantity) });
  return (
    <RecordFormDialog
      title={t('listings.revise.title', { sku: listing.sellerSku || listing.title })}
      hint={t('listings.revise.hint')}
      form={form}
      {...dialog}
      success={t('listings.revise.done')}
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
