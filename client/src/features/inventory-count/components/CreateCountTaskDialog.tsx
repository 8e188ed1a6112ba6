/**
 * Generates a count task (inventoryCount.create): a warehouse, SKUs (search or scan) and locations
 * of that warehouse, the mode and the counting type; the rules are @erp/schema's countTaskInput.
 */
import { Box, Checkbox, Field, Fieldset, HStack, Input, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import { COUNT_MAX_LINES, COUNT_MODES, COUNT_PRINT_ORDERS, countTaskInput } from '@erp/schema';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { FormKit, useConfirm, useZodForm } from '../../../ui';
import { SkuPicker, type PickedSku } from '../../../ui/resource/SkuPicker';
import { useFeatureText } from '../../../i18n/featureIntl';
import { RecordFormDialog } from '../../../ui/resource';
import { useLocationOptions } from '../../warehouses/pickers';
import { WarehouseSelect } from '../../warehouses/WarehouseSelect';
import { useCountCommands } from '../hooks';
import { inventoryCountMessages } from '../messages';
import { useCountLabels } from './labels';

/** Named as the rule's fields, so a change re-checks the error shown under it. */
interface Values extends Record<string, unknown> {
  warehouseId: number | null;
  skuIds: number[];
  locationIds: number[];
  mode: string;
  countType: string;
}

const schema = z.preprocess((v) => ({ ...(v as Values), warehouseId: (v as Values).warehouseId ?? undefined }), countTaskInput);

export function CreateCountTaskDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(inventoryCountMessages);
  const labels = useCountLabels();
  const confirm = useConfirm();
  const { create } = useCountCommands();
  const initial: Values = { warehouseId: null, skuIds: [], locationIds: [], mode: 'listed', countType: 'location' };
  const form = useZodForm(schema, initial);
  const { warehouseId, locationIds } = form.values;
  // the picked SKUs as shown (code, name); the form holds their ids
  const [skus, setSkus] = useState<PickedSku[]>([]);
  const setPicked = (next: PickedSku[]) => {
    setSkus(next);
    form.setValue(
      'skuIds',
      next.map((s) => s.id),
    );
  };
  const { options: locations, loading: locationsLoading } = useLocationOptions(warehouseId);
  const [locationFilter, setLocationFilter] = useState('');
  const shownLocations = useMemo(() => {
    const f = locationFilter.trim().toLowerCase();
    return f ? locations.filter((l) => l.code.toLowerCase().includes(f)) : locations;
  }, [locations, locationFilter]);
  const lines = skus.length * locationIds.length;

  const changeWarehouse = async (id: number | null) => {
    if (id === warehouseId) return;
    if (locationIds.length > 0 && !(await confirm({ message: t('inventoryCount.form.changeWarehouse') }))) return;
    form.setValue('warehouseId', id);
    form.setValue('locationIds', []);
  };
  const toggleLocation = (id: number, on: boolean) => form.setValue('locationIds', on ? [...locationIds, id] : locationIds.filter((x) => x !== id));
  const allShown = shownLocations.length > 0 && shownLocations.every((l) => locationIds.includes(l.id));
  const toggleAll = (on: boolean) => {
    const ids = shownLocations.map((l) => l.id);
    form.setValue('locationIds', on ? [...new Set([...locationIds, ...ids])] : locationIds.filter((x) => !ids.includes(x)));
  };

  return (
    <RecordFormDialog
      title={t('inventoryCount.form.title')}
      form={form}
      save={(input, feedback) => create({ input }, feedback)}
      success={(_, saved) => t('inventoryCount.form.created', { taskNo: saved.taskNo })}
      failure={t('inventoryCount.form.failed')}
      onSaved={onSaved}
      onClose={onClose}
      fields={[]}
      submitText={t('inventoryCount.form.submit')}
      cancelText={t('inventoryCount.form.cancel')}
      size="lg"
    >
      <FormKit.Field name="warehouseId" label={t('inventoryCount.form.warehouse')} required>
        {(binding) => (
          <WarehouseSelect id={binding.name} value={warehouseId} onChange={(id) => void changeWarehouse(id)} aria-label={t('inventoryCount.form.warehouse')} />
        )}
      </FormKit.Field>
      <HStack gap="4" align="start">
        <FormKit.Select
          name="mode"
          label={t('inventoryCount.form.mode')}
          helperText={t('inventoryCount.form.modeHint')}
          options={COUNT_MODES.map((m) => ({ value: m, label: labels.mode(m) }))}
        />
        <FormKit.Select
          name="countType"
          label={t('inventoryCount.form.countType')}
          options={COUNT_PRINT_ORDERS.map((c) => ({ value: c, label: labels.countType(c) }))}
        />
      </HStack>
      <FormKit.Field name="skuIds" label={t('inventoryCount.form.skus')} required>
        {() => (
          <Stack gap="2" width="full">
            <SkuPicker
              warehouseId={warehouseId}
              disableCombos
              excludeIds={skus.map((s) => s.id)}
              onPick={(sku) => setPicked([...skus, sku])}
              placeholder={t('inventoryCount.form.skuSearch')}
              aria-label={t('inventoryCount.form.skus')}
            />
            {skus.length === 0 ? (
              <Text textStyle="sm" color="fg.muted">
                {t('inventoryCount.form.noSkus')}
              </Text>
            ) : (
              <Wrap gap="2" role="list" aria-label={t('inventoryCount.form.skus')}>
                {skus.map((s) => (
                  <Tag.Root key={s.id} size="md" role="listitem">
                    <Tag.Label title={s.productName}>{s.sku}</Tag.Label>
                    <Tag.EndElement>
                      <Tag.CloseTrigger
                        aria-label={t('inventoryCount.form.removeSku', { sku: s.sku })}
                        onClick={() => setPicked(skus.filter((x) => x.id !== s.id))}
                      />
                    </Tag.EndElement>
                  </Tag.Root>
                ))}
              </Wrap>
            )}
          </Stack>
        )}
      </FormKit.Field>
      {/* a fieldset, not a FormKit field: a field's label would name every checkbox in it */}
      <Fieldset.Root invalid={Boolean(form.errorText('locationIds'))}>
        <Fieldset.Legend textStyle="sm" fontWeight="medium">
          {t('inventoryCount.form.locations')}
          <Text as="span" color="fg.error" ms="1" aria-hidden>
            *
          </Text>
        </Fieldset.Legend>
        <Fieldset.Content mt="1.5">
          {!warehouseId ? (
            <Text textStyle="sm" color="fg.muted">
              {t('inventoryCount.form.pickWarehouse')}
            </Text>
          ) : !locationsLoading && locations.length === 0 ? (
            <Text textStyle="sm" color="fg.muted">
              {t('inventoryCount.form.noLocations')}
            </Text>
          ) : (
            <Stack gap="2" width="full">
              <HStack gap="3">
                <Input
                  size="sm"
                  maxW="60"
                  value={locationFilter}
                  onChange={(e) => setLocationFilter(e.target.value)}
                  placeholder={t('inventoryCount.form.locationFilter')}
                  aria-label={t('inventoryCount.form.locationFilter')}
                />
                <Checkbox.Root size="sm" checked={allShown} onCheckedChange={(d) => toggleAll(d.checked === true)}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{t('inventoryCount.form.allLocations', { count: shownLocations.length })}</Checkbox.Label>
                </Checkbox.Root>
              </HStack>
              <Box maxH="40" overflowY="auto" borderWidth="1px" rounded="md" p="2">
                <Wrap gap="3">
                  {shownLocations.map((l) => (
                    <Checkbox.Root key={l.id} size="sm" checked={locationIds.includes(l.id)} onCheckedChange={(d) => toggleLocation(l.id, d.checked === true)}>
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{l.code}</Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </Wrap>
              </Box>
            </Stack>
          )}
        </Fieldset.Content>
        <Fieldset.ErrorText>{form.errorText('locationIds')}</Fieldset.ErrorText>
      </Fieldset.Root>
      <Field.Root invalid={lines > COUNT_MAX_LINES}>
        <Text textStyle="sm" color={lines > COUNT_MAX_LINES ? 'fg.error' : 'fg.muted'} aria-live="polite">
          {t('inventoryCount.form.lines', { skus: skus.length, locations: locationIds.length, lines })}
          {lines > COUNT_MAX_LINES ? ` ${t('inventoryCount.form.tooManyLines', { max: COUNT_MAX_LINES })}` : ''}
        </Text>
      </Field.Root>
    </RecordFormDialog>
  );
}
