/**
 * The listing form's editable rows: images (the listing's, the first is the main image, and each
 * variation's: one piece, so both get the same inputs, rules and messages) and shipping options.
 */
import { Box, Checkbox, Input, Stack, Text } from '@chakra-ui/react';
import { memo, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { useFeatureText } from '../../../i18n/featureIntl';
import type { ZodForm } from '../../../ui/useZodForm';
import { AddRowButton, EditRowsTable, ErrorLine, InputCell } from '../../../ui/resource/EditRows';
import { blankImage, blankShipping, type ImageDraft, type ShippingDraft } from '../listingForm';
import { listingsMessages } from '../messages';

const same = (text: string) => text;

type AnyForm = ZodForm<any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
/**
 * What a section of the form needs of it: stable functions (they change only when the errors do),
 * so a section is not drawn again while another field is typed in.
 */
export type SectionForm = Pick<AnyForm, 'errorText' | 'fieldRef' | 'clearError'>;

interface RowsProps<R> {
  form: SectionForm;
  rows: R[];
  setRows: Dispatch<SetStateAction<R[]>>;
}

/**
 * One input of row `index` of `list`, registered as `list.index.field` so its rule error lands on
 * it; the row's first input (`first`) is registered as the row (`list.index`): a rule about the
 * whole row (an image too small, a repeated service) shows there.
 */
function cell<R extends { key: number }>(
  form: SectionForm,
  list: string,
  rows: R[],
  setRows: Dispatch<SetStateAction<R[]>>,
  index: number,
  labelOf: (text: string) => string = same,
) {
  return (
    field: keyof R & string,
    label: string,
    props: { inputMode?: 'numeric' | 'decimal'; width?: string; first?: boolean; also?: (value: string) => Partial<R> } = {},
  ) => {
    const name = props.first ? `${list}.${index}` : `${list}.${index}.${field}`;
    return (
      <InputCell error={form.errorText(name)} width={props.width}>
        <Input
          size="sm"
          ref={form.fieldRef(name)}
          aria-label={labelOf(`${label} ${index + 1}`)}
          inputMode={props.inputMode}
          value={String(rows[index]![field] ?? '')}
          onChange={(e) => {
            const value = e.currentTarget.value;
            form.clearError(name);
            setRows((all) => all.map((r, i) => (i === index ? { ...r, [field]: value, ...props.also?.(value) } : r)));
          }}
        />
      </InputCell>
    );
  };
}

export interface ImageRowsProps extends RowsProps<ImageDraft> {
  /**
   * The input path of the list (default `images`; a variation's: `variations.1.images`): row i's
   * first input is `name.i` (a rule about the image shows there), the others `name.i.width` …,
   * and the add button `name` (a rule about the count shows under the rows).
   */
  name?: string;
  /** The heading (default: the listing's images) and a hint under it. */
  title?: ReactNode;
  hint?: ReactNode;
  /** Each accessible name and button text (a variation's say which variation); default as is. */
  labelOf?: (text: string) => string;
}

/** Image rows: address, width, height and size of each image, as the definition checks them. */
export const ImageRows = memo(function ImageRows({ form, rows, setRows, name = 'images', title, hint, labelOf = same }: ImageRowsProps) {
  const t = useFeatureText(listingsMessages);
  return (
    <Stack gap="2">
      <Text fontWeight="medium" textStyle="sm">
        {title ?? t('listings.form.images')}
      </Text>
      {hint ? (
        <Text textStyle="xs" color="fg.muted">
          {hint}
        </Text>
      ) : null}
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
          const input = cell(form, name, rows, setRows, i, labelOf);
          return (
            <>
              {input('url', t('listings.form.imageUrl'), { first: true })}
              {input('width', t('listings.form.imageWidth'), { inputMode: 'numeric', width: '6rem' })}
              {input('height', t('listings.form.imageHeight'), { inputMode: 'numeric', width: '6rem' })}
              {/* a size typed anew is the size sent */}
              {input('kb', t('listings.form.imageKb'), { inputMode: 'numeric', width: '6rem', also: () => ({ bytes: null }) })}
            </>
          );
        }}
        remove={{
          label: (_r, i) => labelOf(t('listings.form.removeImage', { n: i + 1 })),
          onRemove: (_r, i) => setRows((all) => all.filter((_, j) => j !== i)),
        }}
      />
      <ErrorLine text={form.errorText(name)} />
      {/* the add button is the list's input: a rule about the count is focused there */}
      <Box alignSelf="start" ref={(el: HTMLDivElement | null) => form.fieldRef(name)(el?.querySelector('button') ?? null)}>
        <AddRowButton
          onClick={() => {
            form.clearError(name);
            setRows((all) => [...all, blankImage()]);
          }}
        >
          {labelOf(t('listings.form.addImage'))}
        </AddRowButton>
      </Box>
    </Stack>
  );
});

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
