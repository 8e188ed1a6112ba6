/** Small inputs of the designer's properties panel: a number in mm (clamped), a font size and a checkbox. */
import { HStack, Input, Text } from '@chakra-ui/react';
import { useFeatureText } from '../../../i18n/featureIntl';
import { printTemplatesMessages } from '../messages';

export const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), Math.max(lo, hi));

export function NumberField({
  label,
  value,
  onChange,
  min = 0,
  max,
  step = 0.5,
}: {
  label: string;
  value: number;
  onChange: (v: number) => void;
  min?: number;
  max?: number;
  step?: number;
}) {
  return (
    <label>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Input
        size="sm"
        type="number"
        aria-label={label}
        value={value}
        min={min}
        max={max}
        step={step}
        onChange={(ev) => {
          const v = Number(ev.target.value);
          if (Number.isFinite(v)) onChange(clamp(v, min, max ?? 420));
        }}
      />
    </label>
  );
}

export function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <HStack as="label" fontSize="sm" gap="2">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>{label}</span>
    </HStack>
  );
}

/** Font size in points (4–72), as the layout checks it. */
export function FontSizeField({ value, onChange }: { value: number; onChange: (fontSize: number) => void }) {
  const t = useFeatureText(printTemplatesMessages);
  return <NumberField label={t('printTemplates.designer.fontSize')} value={value} min={4} max={72} step={1} onChange={onChange} />;
}
