/**
 * Small pieces the receiving screens share: the packaging select and the packaging + boxes pair of
 * fields (signing one parcel or many), the problem line, and the frame of the dialogs over a
 * bill's lines (sign, inspect).
 */
import { Field, Input, NativeSelect, Text } from '@chakra-ui/react';
import { PACKAGING_CONDITIONS } from '@erp/schema';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { useZodForm } from '../../../ui';
import { FormDialog, type FormDialogProps } from '../../../ui/resource';
import { useFeatureText } from '../../../i18n/featureIntl';
import { receivingMessages, type ReceivingMessageId } from '../messages';

/** The parcel's packaging condition. */
export function PackagingSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useFeatureText(receivingMessages);
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field aria-label={t('rcv.field.packaging')} value={value} onChange={(e) => onChange(e.target.value)}>
        {PACKAGING_CONDITIONS.map((p) => (
          <option key={p} value={p}>
            {t(`rcv.packaging.${p}` as ReceivingMessageId)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** The packaging and box-count fields of a signing (two grid cells). */
export function PackagingFields({
  packaging,
  boxes,
  required,
}: {
  packaging: [string, (value: string) => void];
  boxes: [string, (value: string) => void];
  required?: boolean;
}) {
  const t = useFeatureText(receivingMessages);
  return (
    <>
      <Field.Root required={required}>
        <Field.Label>{t('rcv.field.packaging')}</Field.Label>
        <PackagingSelect value={packaging[0]} onChange={packaging[1]} />
      </Field.Root>
      <Field.Root required={required}>
        <Field.Label>{t('rcv.field.boxes')}</Field.Label>
        <Input size="sm" inputMode="numeric" aria-label={t('rcv.field.boxes')} value={boxes[0]} onChange={(e) => boxes[1](e.target.value)} />
      </Field.Root>
    </>
  );
}

/** What stops a submit, said as an alert line (nothing when there is no problem). */
export function ProblemLine({ problem }: { problem: string | null }) {
  return problem ? (
    <Text color="fg.error" textStyle="sm" role="alert">
      {problem}
    </Text>
  ) : null;
}

const noRule = z.object({});

/**
 * A wide dialog over a bill's lines whose inputs keep their own state (checked on submit): the
 * form only gives the submit its busy state; the problem line closes the body.
 */
export function LinesDialog({
  problem,
  children,
  ...dialog
}: Omit<FormDialogProps<unknown>, 'form' | 'cancelText' | 'size'> & { problem: string | null; children: ReactNode }) {
  const t = useFeatureText(receivingMessages);
  const form = useZodForm(noRule, {});
  return (
    <FormDialog {...dialog} form={form} cancelText={t('rcv.cancel')} size="xl">
      {children}
      <ProblemLine problem={problem} />
    </FormDialog>
  );
}
