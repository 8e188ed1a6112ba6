/**
 * Copies ticked listings to shops of this or another marketplace as drafts (issue 19). What the
 * target marketplace has no place for is dropped and named in the answer; prices follow the
 * target site's currency at the company's rate.
 */
import { Fieldset } from '@chakra-ui/react';
import { LISTING_MARKETPLACES, MARKETPLACE_LABELS, type PlatformName } from '@erp/schema';
import { z } from 'zod';
import { ChoiceSelect, FormKit, toastError, useZodForm } from '../../../ui';
import { RecordFormDialog } from '../../../ui/resource';
import { useListingDialog, type ListingBatchDialogProps } from './listingDialog';
import { ShopChooser } from './ShopChooser';

interface Values extends Record<string, unknown> {
  target: PlatformName;
  shopIds: number[];
}

const schema = z.object({
  target: z.enum(LISTING_MARKETPLACES),
  shopIds: z.array(z.number()).min(1, { error: 'listing.shopsRequired' }),
});

export function CopyListingsDialog({ marketplace, listings, ...props }: ListingBatchDialogProps) {
  const { t, commands, dialog } = useListingDialog(props);
  const initial: Values = { target: marketplace, shopIds: [] };
  const form = useZodForm(schema, initial);
  const target = form.values.target;
  return (
    <RecordFormDialog
      title={t('listings.copy.title', { count: listings.length })}
      hint={t('listings.copy.hint')}
      form={form}
      {...dialog}
      submitText={t('listings.copy.submit')}
      save={async (input, feedback) => {
        const outcome = await commands.copy({ marketplace, ids: listings.map((l) => l.id), target: input.target, shopIds: input.shopIds }, feedback);
        if (outcome.ok && outcome.data.dropped.length) toastError(t('listings.copy.dropped', { fields: outcome.data.dropped.join(', ') }));
        return outcome;
      }}
      success={(_, run) => t('listings.drafts.done', { count: run.listings.length, incomplete: run.listings.filter((l) => l.problems.length > 0).length })}
      fields={[]}
    >
      <FormKit.Field name="target" label={t('listings.copy.target')} required>
        {() => (
          <ChoiceSelect
            value={target}
            onChange={(v) => {
              form.setValue('target', v as PlatformName);
              form.setValue('shopIds', []);
            }}
            options={LISTING_MARKETPLACES.map((m) => ({ value: m, label: MARKETPLACE_LABELS[m] }))}
            aria-label={t('listings.copy.target')}
          />
        )}
      </FormKit.Field>
      {/* A fieldset, not a field: each shop's checkbox keeps its own label. */}
      <Fieldset.Root invalid={Boolean(form.errorText('shopIds'))}>
        <Fieldset.Legend>{t('listings.drafts.shops')}</Fieldset.Legend>
        <Fieldset.HelperText>{t('listings.drafts.sameSite')}</Fieldset.HelperText>
        <Fieldset.Content>
          <ShopChooser marketplace={target} value={form.values.shopIds} onChange={(ids) => form.setValue('shopIds', ids)} />
        </Fieldset.Content>
        <Fieldset.ErrorText>{form.errorText('shopIds')}</Fieldset.ErrorText>
      </Fieldset.Root>
    </RecordFormDialog>
  );
}
