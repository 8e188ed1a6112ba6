/** The listing form's editable rows: images (the first is the main image) and shipping options. */
import { Checkbox, Input, Stack, Text } from '@chakra-ui/react';
import type { Dispatch, SetStateAction } from 'react';
import { useFeatureText } from '../../../i18n/featureIntl';
import type { ZodForm } from '../../../ui/useZodForm';
import { AddRowButton, EditRowsTable, ErrorLine, InputCell } from '../../../ui/resource/EditRows';
import { blankImage, blankShipping, type ImageDraft, type ShippingDraft } from '../listingForm';
import { listingsMessages } from '../messages';

type AnyForm = ZodForm<any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

interface RowsProps<R> {
  form: AnyForm;
  rows: R[];
  setRows: Dispatch<SetStateAction<R[]>>;
}

/**
 * One input of row `index` of `list`, registered as `list.index.field` so its rule error lands on
 * it; the row's first input (`first`) is registered as the row (`list.index`): a rule about the
 * whole row (an image too small, a repeated service) shows there.
 */
function cell<R extends { key: number }>(form: AnyForm, list: string, rows: R[], setRows: Dispatch<SetStateAction<R[]>>, index: number) {
  return (field: keyof R & string, label: string, props: { inputMode?: 'numeric' | 'decimal'; width?: string; first?: boolean } = {}) => {
    const name = props.first ? `${list}.${index}` : `${list}.${index}.${field}`;
    return (
      <InputCell error={form.errorText(name)} width={props.width}>
        <Input
          size="sm"
          ref={form.fieldRef(name)}
          aria-label={`${label} ${index + 1}`}
          inputMode={props.inputMode}
          value={String(rows[index]![field] ?? '')}
          onChange={(e) => {
            const value = e.currentTarget.value;
            form.clearError(name);
            setRows((all) => all.map((r, i) => (i === index ? { ...r, [field]: value } : r)));
          }}
        />
      </InputCell>
    );
  };
}

export function ImageRows({ form, rows, setRows }: RowsProps<ImageDraft>) {
  const t = useFeatureText(listingsMessages);
  return (
    <Stack gap="2">
      <Text fontWeight="medium" textStyle="sm">
        {t('listings.form.images')}
      </Text>
      <EditRowsTable
        headers={[
          { label: t('listings.form.imageUrl') },
          { label: t('listings.form.imageWidth') },
          { label: t('listings.form.imageHeight') },
          { label: t('listings.form.imageKb') },
        ]}
        rows={rows}
        rowKey={(r) => r.key}
        cells={(_r, i) => {
          const input = cell(form, 'images', rows, setRows, i);
          return (
            <>
              {input('url', t('listings.form.imageUrl'), { first: true })}
              {input('width', t('listings.form.imageWidth'), { inputMode: 'numeric', width: '6rem' })}
              {input('height', t('listings.form.imageHeight'), { inputMode: 'numeric', width: '6rem' })}
              {input('kb', t('listings.form.imageKb'), { inputMode: 'numeric', width: '6rem' })}
            </>
          );
        }}
        remove={{ label: (_r, i) => t('listings.form.removeImage', { n: i + 1 }), onRemove: (_r, i) => setRows((all) => all.filter((_, j) => j !== i)) }}
      />
      <ErrorLine text={form.errorText('images')} />
      <AddRowButton alignSelf="start" onClick={() => setRows((all) => [...all, blankImage()])}>
        {t('listings.form.addImage')}
      </AddRowButton>
    </Stack>
  );
}

export function ShippingRows({ form, rows, setRows }: RowsProps<ShippingDraft>) {
  const t = useFeatureText(listingsMessages);
  return (
    <Stack gap="2">
      <Text fontWeight="medium" textStyle="sm">
        {t('listings.form.shipping')}
      </Text>
      {rows.length ? (
        <EditRowsTable
          headers={[
            { label: t('listings.form.service') },
            { label: t('listings.form.cost') },
            { label: t('listings.form.additionalCost') },
            { label: t('listings.form.international') },
            { label: t('listings.form.countries') },
          ]}
          rows={rows}
          rowKey={(r) => r.key}
          cells={(r, i) => {
            const input = cell(form, 'shippingOptions', rows, setRows, i);
            return (
              <>
                {input('service', t('listings.form.service'), { first: true })}
                {input('cost', t('listings.form.cost'), { inputMode: 'decimal', width: '6rem' })}
                {input('additionalCost', t('listings.form.additionalCost'), { inputMode: 'decimal', width: '6rem' })}
                <InputCell error={undefined}>
                  <Checkbox.Root
                    size="sm"
                    checked={r.international}
                    onCheckedChange={(d) => setRows((all) => all.map((x, j) => (j === i ? { ...x, international: d.checked === true } : x)))}
                  >
                    <Checkbox.HiddenInput aria-label={`${t('listings.form.international')} ${i + 1}`} />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </InputCell>
                {input('countries', t('listings.form.countries'))}
              </>
            );
          }}
          remove={{ label: (_r, i) => t('listings.form.removeShipping', { n: i + 1 }), onRemove: (_r, i) => setRows((all) => all.filter((_, j) => j !== i)) }}
        />
      ) : null}
      <ErrorLine text={form.errorText('shippingOptions')} />
      <AddRowButton alignSelf="start" onClick={() => setRows((all) => [...all, blankShipping()])}>
        {t('listings.form.addShipping')}
      </AddRowButton>
    </Stack>
  );
}
