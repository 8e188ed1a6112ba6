/**
 * The trial calculation (spec 02 §9 'Freight'): a parcel's weight, size and address priced by a
 * template (and a zone rule, or both taken from a channel's rate card), every term shown:
 * actual, volumetric and chargeable weight, zone, basic freight, surcharge, registration and
 * operation fees, total. The server computes it (freightTrial) with the rules the estimate uses.
 */
import { Field, Input, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useFeatureText } from '../../../i18n/featureIntl';
import { ChoiceField } from '../../../ui/ChoiceSelect';
import { Notice } from '../../../ui/Notice';
import { FormDialog } from '../../../ui/resource';
import { useChannelOptions } from '../../logistics/pickers';
import { FreightTrialDocument, type FreightTrialQuery } from '../freight.generated';
import { money, textNum, usePartitionRules, usePriceCards, type TemplateRow } from '../hooks';
import { freightMessages, type FreightMessageId } from '../messages';

type Breakdown = Extract<FreightTrialQuery['freightTrial'], { __typename: 'QueryFreightTrialSuccess' }>['data'];

function TextInput({
  label,
  value,
  onChange,
  inputMode = 'decimal',
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  inputMode?: 'decimal' | 'text';
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input size="sm" aria-label={label} inputMode={inputMode} value={value} onChange={(e) => onChange(e.target.value)} />
    </Field.Root>
  );
}

export function TrialDialog({
  templates,
  initialTemplateId,
  onClose,
}: {
  templates: readonly TemplateRow[];
  initialTemplateId: number | null;
  onClose: () => void;
}) {
  const t = useFeatureText(freightMessages);
  const client = useApolloClient();
  const rules = usePartitionRules();
  const cards = usePriceCards();
  const channels = useChannelOptions();
  const [v, setV] = useState({
    templateId: initialTemplateId ? String(initialTemplateId) : templates[0] ? String(templates[0].id) : '',
    partitionRuleId: '',
    channelId: '',
    weight: '',
    length: '',
    width: '',
    height: '',
    country: '',
    state: '',
    postalCode: '',
  });
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Breakdown | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (patch: Partial<typeof v>) => setV((prev) => ({ ...prev, ...patch }));

  // a channel brings its rate card's template and zones
  const pickChannel = (channelId: string) => {
    const card = cards.rows.find((c) => c.channelIds.includes(Number(channelId)));
    set({ channelId, ...(card ? { templateId: String(card.templateId), partitionRuleId: card.partitionRuleId ? String(card.partitionRuleId) : '' } : {}) });
  };
  const pricedChannels = channels.options.filter((c) => cards.rows.some((card) => card.channelIds.includes(c.id)));

  const weight = textNum(v.weight);
  const ready = Boolean(v.templateId) && weight != null && weight > 0 && /^[A-Za-z]{2}$/.test(v.country.trim());

  const run = async () => {
    if (!ready) {
      setProblem(t('freightScreen.trial.needInput'));
      setResult(null);
      return;
    }
    setBusy(true);
    try {
      const { data } = await client.query({
        query: FreightTrialDocument,
        fetchPolicy: 'network-only',
        variables: {
          input: {
            templateId: Number(v.templateId),
            partitionRuleId: v.partitionRuleId ? Number(v.partitionRuleId) : null,
            weight: weight ?? 0,
            length: textNum(v.length),
            width: textNum(v.width),
            height: textNum(v.height),
            country: v.country.trim().toUpperCase(),
            state: v.state.trim() || null,
            postalCode: v.postalCode.trim() || null,
          },
        },
      });
      const answer = data?.freightTrial;
      if (answer?.__typename === 'QueryFreightTrialSuccess') {
        setResult(answer.data);
        setProblem(null);
      } else {
        setResult(null);
        setProblem(answer ? ('fieldErrors' in answer && answer.fieldErrors[0]?.message) || answer.message : t('freightScreen.trial.failed'));
      }
    } catch {
      // the API layer has shown the failure
      setResult(null);
    } finally {
      setBusy(false);
    }
  };

  const grams = (n: number) => t('freightScreen.trial.grams', { value: n });
  const terms: [FreightMessageId, string][] = result
    ? [
        ['freightScreen.trial.actualWeight', grams(result.actualWeight)],
        ['freightScreen.trial.volumetricWeight', grams(result.volumetricWeight)],
        ['freightScreen.trial.chargeableWeight', grams(result.chargeableWeight)],
        ['freightScreen.trial.zone', result.zone ?? '—'],
        ['freightScreen.trial.basic', `${money(result.basic)} ${result.currency}`],
        ['freightScreen.trial.surcharge', `${money(result.surcharge)} ${result.currency}`],
        ['freightScreen.trial.registrationFee', `${money(result.registrationFee)} ${result.currency}`],
        ['freightScreen.trial.operationFee', `${money(result.operationFee)} ${result.currency}`],
        ['freightScreen.trial.total', `${money(result.total)} ${result.currency}`],
      ]
    : [];

  return (
    <FormDialog
      title={t('freightScreen.trial.title')}
      onSubmit={() => void run()}
      onClose={onClose}
      busy={busy}
      submitText={t('freightScreen.trial.run')}
      cancelText={t('freightScreen.cancel')}
      size="lg"
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <ChoiceField
            label={t('freightScreen.trial.channel')}
            value={v.channelId}
            onChange={pickChannel}
            empty={t('freightScreen.none')}
            options={pricedChannels.map((c) => ({ value: String(c.id), label: c.name }))}
          />
          <ChoiceField
            label={t('freightScreen.trial.template')}
            value={v.templateId}
            onChange={(templateId) => set({ templateId, channelId: '' })}
            empty={t('freightScreen.choose')}
            options={templates.map((x) => ({ value: String(x.id), label: x.name }))}
          />
          <ChoiceField
            label={t('freightScreen.trial.partition')}
            value={v.partitionRuleId}
            onChange={(partitionRuleId) => set({ partitionRuleId, channelId: '' })}
            empty={t('freightScreen.none')}
            options={rules.rows.map((r) => ({ value: String(r.id), label: r.name }))}
          />
          <TextInput label={t('freightScreen.trial.weight')} value={v.weight} onChange={(weight) => set({ weight })} />
        </SimpleGrid>
        <SimpleGrid columns={3} gap="3">
          <TextInput label={t('freightScreen.trial.length')} value={v.length} onChange={(length) => set({ length })} />
          <TextInput label={t('freightScreen.trial.width')} value={v.width} onChange={(width) => set({ width })} />
          <TextInput label={t('freightScreen.trial.height')} value={v.height} onChange={(height) => set({ height })} />
        </SimpleGrid>
        <SimpleGrid columns={3} gap="3">
          <TextInput label={t('freightScreen.trial.country')} value={v.country} onChange={(country) => set({ country })} inputMode="text" />
          <TextInput label={t('freightScreen.trial.state')} value={v.state} onChange={(state) => set({ state })} inputMode="text" />
          <TextInput label={t('freightScreen.trial.postalCode')} value={v.postalCode} onChange={(postalCode) => set({ postalCode })} inputMode="text" />
        </SimpleGrid>
        {problem ? <Notice status="error" title={t('freightScreen.trial.failed')} description={problem} /> : null}
        {result ? (
          <Stack gap="1">
            <Text fontWeight="medium" textStyle="sm">
              {t('freightScreen.trial.result')}
            </Text>
            <Table.Root size="sm" variant="outline" aria-label={t('freightScreen.trial.result')}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('freightScreen.trial.term')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('freightScreen.trial.value')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {terms.map(([id, value]) => (
                  <Table.Row key={id} fontWeight={id === 'freightScreen.trial.total' ? 'semibold' : undefined}>
                    <Table.Cell>{t(id)}</Table.Cell>
                    <Table.Cell textAlign="end">{value}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Stack>
        ) : null}
      </Stack>
    </FormDialog>
  );
}
