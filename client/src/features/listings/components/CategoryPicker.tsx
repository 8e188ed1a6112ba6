/**
 * The marketplace's category tree, one level per select (roots, then the children of the chosen
 * branch), asked through the chosen shop (`listingCategories`); a listing goes into a leaf.
 */
import { Field, HStack, NativeSelect, Text } from '@chakra-ui/react';
import type { PlatformName } from '@erp/schema';
import { useState } from 'react';
import { useFeatureText } from '../../../i18n/featureIntl';
import { useRecord } from '../../../ui/resource';
import { ListingCategoriesDocument, type ListingCategoriesQuery } from '../listings.generated';
import { listingsMessages } from '../messages';

type Category = Extract<ListingCategoriesQuery['listingCategories'], { __typename: 'QueryListingCategoriesSuccess' }>['data'][number];

function useLevel(marketplace: PlatformName, shopId: number | null, parentId: string | null, skip: boolean) {
  const { record, loading } = useRecord(
    ListingCategoriesDocument,
    (d) => d.listingCategories,
    { marketplace, shopId: shopId ?? 0, parentId },
    { skip: skip || !shopId, fetchPolicy: 'cache-first', silent: true },
  );
  const categories: Category[] = record?.__typename === 'QueryListingCategoriesSuccess' ? record.data : [];
  const refused = record && record.__typename !== 'QueryListingCategoriesSuccess' ? record.message : null;
  return { categories, loading, refused };
}

export interface CategoryPickerProps {
  marketplace: PlatformName;
  shopId: number | null;
  value: string;
  onChange: (categoryId: string) => void;
  error?: string;
  inputRef?: (el: HTMLSelectElement | null) => void;
}

export function CategoryPicker({ marketplace, shopId, value, onChange, error, inputRef }: CategoryPickerProps) {
  const t = useFeatureText(listingsMessages);
  const [branch, setBranch] = useState<string | null>(null);
  const roots = useLevel(marketplace, shopId, null, false);
  const children = useLevel(marketplace, shopId, branch, branch === null);
  const rootValue = branch ?? (roots.categories.some((c) => c.id === value) ? value : '');
  const label = t('listings.form.category');

  const pickRoot = (id: string) => {
    const picked = roots.categories.find((c) => c.id === id);
    if (!picked || picked.leaf) {
      setBranch(null);
      onChange(id);
    } else {
      setBranch(id);
      onChange('');
    }
  };

  const select = (name: string, current: string, options: Category[], onPick: (id: string) => void, ref?: (el: HTMLSelectElement | null) => void) => (
    <NativeSelect.Root size="sm" disabled={!shopId}>
      <NativeSelect.Field ref={ref} aria-label={`${label} ${name}`} value={current} onChange={(e) => onPick(e.currentTarget.value)}>
        <option value="">{t('listings.form.categoryPick')}</option>
        {options.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
            {c.leaf ? '' : ' ›'}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );

  const refused = roots.refused ?? children.refused;
  const known = value === '' || rootValue === value || children.categories.some((c) => c.id === value);
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <HStack width="full" gap="2" align="start">
        {select('1', rootValue, roots.categories, pickRoot, branch === null ? inputRef : undefined)}
        {branch !== null ? select('2', value, children.categories, onChange, inputRef) : null}
      </HStack>
      {roots.loading && !roots.categories.length ? <Field.HelperText>{t('listings.form.categoryLoading')}</Field.HelperText> : null}
      {!known ? (
        <Text textStyle="xs" color="fg.muted">
          {value}
        </Text>
      ) : null}
      {refused ? (
        <Text textStyle="xs" color="fg.error">
          {t('listings.form.categoryFailed', { message: refused })}
        </Text>
      ) : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
