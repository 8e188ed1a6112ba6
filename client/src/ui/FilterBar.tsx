import { Badge, Button, chakra, Field, HStack, Input, SimpleGrid, Text } from '@chakra-ui/react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { LuChevronDown, LuChevronUp, LuRotateCcw, LuSearch } from 'react-icons/lu';
import { ChoiceSelect } from './ChoiceSelect';
import { DateInput } from './DateInput';
import { useUiText } from './useUiText';

/** A date range as two `YYYY-MM-DD` strings ('' when open). */
export type DateRange = [string, string];
export type FilterValue = string | DateRange;
export type FilterValues = Record<string, FilterValue>;

interface FieldBase {
  name: string;
  label: string;
}
export type FilterField =
  | (FieldBase & { type: 'text'; placeholder?: string })
  | (FieldBase & { type: 'select'; options: { value: string; label: string }[]; /** Label of the empty choice (default "全部"/"All"). */ allLabel?: string })
  | (FieldBase & { type: 'dateRange' })
  | (FieldBase & { type: 'number'; min?: number; max?: number; step?: number | 'any'; placeholder?: string });

/** The values (in the URL) of a `yesNoField`'s two choices. */
export type YesNoValues = readonly [yes: string, no: string];
const YES_NO: YesNoValues = ['yes', 'no'];
/** `'true'` / `'false'` choices (lists whose address has always said so). */
export const TRUE_FALSE: YesNoValues = ['true', 'false'];

/**
 * A yes / no select of a filter: values `'yes'` / `'no'` unless told (`TRUE_FALSE`, or the two a
 * status filter uses), the empty choice meaning either (`yesNoOf(v.name)` turns the value into the
 * filter's boolean).
 */
export function yesNoField(name: string, label: string, yes: string, no: string, [yesValue, noValue]: YesNoValues = YES_NO): FilterField {
  return {
    name,
    label,
    type: 'select',
    options: [
      { value: yesValue, label: yes },
      { value: noValue, label: no },
    ],
  };
}

/** A select of a filter whose choices are a fixed list (statuses, kinds), each labelled by `labelOf`. */
export function choiceField<V extends string>(name: string, label: string, values: readonly V[], labelOf: (value: V) => string): FilterField {
  return { name, label, type: 'select', options: values.map((value) => ({ value, label: labelOf(value) })) };
}

/** A `yesNoField`'s value as the filter's boolean (undefined when either). */
export function yesNoOf(value: unknown, [yesValue, noValue]: YesNoValues = YES_NO): boolean | undefined {
  return value === yesValue ? true : value === noValue ? false : undefined;
}

export interface FilterBarProps {
  fields: FilterField[];
  /** Controlled values by field name. */
  values: FilterValues;
  onChange: (values: FilterValues) => void;
  /** Search with the current values (button or Enter in a field). */
  onSearch: (values: FilterValues) => void;
  /** Values "reset" returns to (default: every field empty); reset also searches. */
  defaultValues?: FilterValues;
  /** Reset handler replacing the default (change to defaults + search). */
  onReset?: () => void;
  /** How many fields show before "more" (default 4). */
  visibleCount?: number;
  /** Busy search button. */
  loading?: boolean;
}

/** The two small date boxes of a date range share the row. */
const DATE_BOX = { size: 'sm', px: '1.5', minWidth: '0' } as const;
/** A label stays on one line (cut with "…", the whole text in its tooltip). */
const ONE_LINE = { display: 'block', maxW: 'full', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

/** The empty value of each field: '' or ['', '']. */
export function emptyFilterValues(fields: FilterField[]): FilterValues {
  return Object.fromEntries(fields.map((f) => [f.name, f.type === 'dateRange' ? (['', ''] as DateRange) : '']));
}

/** Fields whose value is not empty. */
export function activeFilterCount(fields: FilterField[], values: FilterValues): number {
  return fields.filter((f) => {
    const v = values[f.name];
    return Array.isArray(v) ? v.some(Boolean) : Boolean(v);
  }).length;
}

/**
 * The filter row above a list: text, select, date range and number fields with search and
 * reset; fields past `visibleCount` fold behind "more". Values are controlled by the caller
 * (usually kept in the URL or page state and handed to the query on search).
 */
export function FilterBar({ fields, values, onChange, onSearch, defaultValues, onReset, visibleCount = 4, loading }: FilterBarProps) {
  const t = useUiText();
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const extra = fields.slice(visibleCount);
  const shown = expanded ? fields : fields.slice(0, visibleCount);
  const hiddenActive = useMemo(() => (expanded ? 0 : activeFilterCount(extra, values)), [expanded, extra, values]);

  const set = (name: string, value: FilterValue) => onChange({ ...values, [name]: value });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(values);
  };

  const reset = () => {
    if (onReset) {
      onReset();
      return;
    }
    const next = { ...emptyFilterValues(fields), ...(defaultValues ?? {}) };
    onChange(next);
    onSearch(next);
  };

  return (
    <chakra.form
      role="search"
      aria-label={t('ui.filter.region')}
      onSubmit={submit}
      noValidate
      borderWidth="1px"
      rounded="md"
      p="3"
      bg="bg.panel"
      minW="0"
      data-testid="filter-bar"
    >
      {/* as many ~15rem columns as fit: the row wraps whole fields, never a label (issue 16) */}
      <SimpleGrid templateColumns="repeat(auto-fill, minmax(min(100%, 15rem), 1fr))" gap="3" alignItems="end" minW="0">
        {shown.map((f) => {
          const fieldId = `${id}-${f.name}`;
          const value = values[f.name];
          if (f.type === 'dateRange') {
            const [from, to] = Array.isArray(value) ? value : (['', ''] as DateRange);
            return (
              <Field.Root key={f.name} minW="0">
                <Text as="span" textStyle="sm" fontWeight="medium" id={`${fieldId}-label`} {...ONE_LINE} title={f.label}>
                  {f.label}
                </Text>
                <HStack gap="1" role="group" aria-labelledby={`${fieldId}-label`} width="full">
                  <DateInput
                    {...DATE_BOX}
                    aria-label={`${f.label} ${t('ui.filter.from')}`}
                    value={from}
                    max={to || undefined}
                    onChange={(e) => set(f.name, [e.target.value, to])}
                  />
                  <Text as="span" textStyle="sm" color="fg.muted" flexShrink={0}>
                    {t('ui.filter.dateSeparator')}
                  </Text>
                  <DateInput
                    {...DATE_BOX}
                    aria-label={`${f.label} ${t('ui.filter.to')}`}
                    value={to}
                    min={from || undefined}
                    onChange={(e) => set(f.name, [from, e.target.value])}
                  />
                </HStack>
              </Field.Root>
            );
          }
          const text = typeof value === 'string' ? value : '';
          return (
            <Field.Root key={f.name} minW="0">
              <Field.Label textStyle="sm" {...ONE_LINE} title={f.label}>
                {f.label}
              </Field.Label>
              {f.type === 'select' ? (
                <ChoiceSelect value={text} onChange={(v) => set(f.name, v)} options={f.options} empty={f.allLabel ?? t('ui.filter.all')} />
              ) : f.type === 'number' ? (
                <Input
                  size="sm"
                  type="number"
                  inputMode="decimal"
                  min={f.min}
                  max={f.max}
                  step={f.step ?? 'any'}
                  placeholder={f.placeholder}
                  value={text}
                  onChange={(e) => set(f.name, e.target.value)}
                />
              ) : (
                <Input size="sm" placeholder={f.placeholder} value={text} onChange={(e) => set(f.name, e.target.value)} />
              )}
            </Field.Root>
          );
        })}
      </SimpleGrid>
      <HStack justify="flex-end" gap="2" mt="3" wrap="wrap">
        {extra.length > 0 ? (
          <Button size="sm" variant="plain" colorPalette="teal" aria-expanded={expanded} onClick={() => setExpanded((x) => !x)}>
            {expanded ? t('ui.filter.less') : t('ui.filter.more')}
            {hiddenActive > 0 ? (
              <Badge size="xs" colorPalette="teal" variant="solid">
                {hiddenActive}
              </Badge>
            ) : null}
            {expanded ? <LuChevronUp /> : <LuChevronDown />}
          </Button>
        ) : null}
        <Button size="sm" variant="outline" onClick={reset}>
          <LuRotateCcw />
          {t('ui.filter.reset')}
        </Button>
        <Button size="sm" type="submit" colorPalette="teal" loading={loading}>
          <LuSearch />
          {t('ui.filter.search')}
        </Button>
      </HStack>
    </chakra.form>
  );
}
