/**
 * Bulk edit of ticked drafts, failed and queued listings (issue 19): a new price or a change by
 * percent, quantity, a title prefix / suffix, the category. A listing being published cannot be
 * edited (spec 02 §4): all or nothing refuses the batch, otherwise the others are changed and the
 * refused ones named.
 */
import { percentInput } from '@erp/schema';
import { z } from 'zod';
import type { ListingBulkEditInput } from '../../../api/generated/types';
import { toastError, useZodForm } from '../../../ui';
import { RecordFormDialog } from '../../../ui/resource';
import { useListingDialog, type ListingBatchDialogProps } from './listingDialog';

const optional = <T extends z.ZodType<string>>(rule: T) => z.union([z.literal(''), rule]);

const schema = z
  .object({
    price: optional(
      z
        .string()
        .trim()
        .regex(/^\d{1,10}(\.\d{1,2})?$/, { error: 'listing.priceInvalid' }),
    ),
    pricePercent: optional(percentInput),
    quantity: z.string().trim().regex(/^\d*$/, { error: 'listing.quantityInteger' }),
    titlePrefix: z.string().max(100),
    titleSuffix: z.string().max(100),
    category: z.string().trim().max(200),
    allOrNothing: z.boolean(),
  })
  .refine((v) => v.price === '' || v.pricePercent === '', { error: 'listing.bulkPriceOne', path: ['pricePercent'] })
  .refine((v) => [v.price, v.pricePercent, v.quantity, v.titlePrefix, v.titleSuffix, v.category].some((x) => x !== ''), {
    error: 'listing.bulkNothing',
    path: ['price'],
  })
  .transform((v): Omit<ListingBulkEditInput, 'ids'> => ({
    price: v.price || undefined,
    pricePercent: v.pricePercent || undefined,
    quantity: v.quantity === '' ? undefined : Number(v.quantity),
    titlePrefix: v.titlePrefix || undefined,
    titleSuffix: v.titleSuffix || undefined,
    category: v.category || undefined,
    allOrNothing: v.allOrNothing,
  }));

export function BulkEditDialog({ marketplace, listings, ...props }: ListingBatchDialogProps) {
  const { t, commands, dialog } = useListingDialog(props);
  const form = useZodForm(schema, { price: '', pricePercent: '', quantity: '', titlePrefix: '', titleSuffix: '', category: '', allOrNothing: true });
  return (
    <RecordFormDialog
      title={t('listings.bulk.title', { count: listings.length })}
      hint={t('listings.bulk.hint')}
      form={form}
      {...dialog}
      save={async (input, feedback) => {
        const outcome = await commands.bulkEdit({ marketplace, input: { ...input, ids: listings.map((l) => l.id) } }, feedback);
        if (outcome.ok && outcome.data.refused.length)
          toastError(outcome.data.refused.map((r) => t('listings.endRefused', { title: r.title, message: r.message })).join('\n'));
        return outcome;
      }}
      success={(_, r) => t('listings.bulk.done', { count: r.listings.length })}
      fields={[
        {
          columns: 2,
          fields: [
            { name: 'price', label: t('listings.bulk.price'), kind: 'decimal' },
            { name: 'pricePercent', label: t('listings.bulk.percent'), kind: 'decimal' },
          ],
        },
        {
          columns: 2,
          fields: [
            { name: 'titlePrefix', label: t('listings.bulk.prefix') },
            { name: 'titleSuffix', label: t('listings.bulk.suffix') },
          ],
        },
        {
          columns: 2,
          fields: [
            { name: 'quantity', label: t('listings.form.quantity'), kind: 'number' },
            { name: 'category', label: t('listings.form.category') },
          ],
        },
        { name: 'allOrNothing', label: t('listings.bulk.allOrNothing'), kind: 'switch' },
      ]}
    />
  );
}
