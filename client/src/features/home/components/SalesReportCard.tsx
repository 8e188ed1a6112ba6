/**
 * The sales-report card (spec 01 §2): platform tabs, number-type and time-type radios and a line
 * chart; defaults day / price / all platforms. Each choice asks homeSalesReport again with it.
 * Platform tabs come from the report's filter options (the platforms of the caller's shops).
 */
import { HStack, RadioGroup, Stack, Tabs, Text } from '@chakra-ui/react';
import { SALES_NUMBER_TYPES, SALES_REPORT_DEFAULTS, SALES_TIME_TYPES } from '@erp/schema';
import { useMemo, useState } from 'react';
import type { HomeSalesReportFilter } from '../../../api/generated/types';
import { LineChart, useMessageText, useUiLang } from '../../../ui';
import { useFeatureText } from '../../../i18n/featureIntl';
import { useHomeSalesReport } from '../hooks';
import { homeDashboardMessages } from '../messages';
import { DashboardCard } from './DashboardCard';

function Choice({
  label,
  value,
  values,
  text,
  onChange,
}: {
  label: string;
  value: string;
  values: readonly string[];
  text: (v: string) => string;
  onChange: (v: string) => void;
}) {
  return (
    <HStack gap="2">
      <Text textStyle="sm" color="fg.muted" id={`home-sales-${label}`}>
        {label}
      </Text>
      <RadioGroup.Root size="sm" value={value} onValueChange={(d) => d.value && onChange(d.value)} aria-labelledby={`home-sales-${label}`}>
        <HStack gap="3">
          {values.map((v) => (
            <RadioGroup.Item key={v} value={v}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{text(v)}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </RadioGroup.Root>
    </HStack>
  );
}

export function SalesReportCard() {
  const t = useFeatureText(homeDashboardMessages);
  const m = useMessageText();
  const lang = useUiLang();
  const [filter, setFilter] = useState<Required<Pick<HomeSalesReportFilter, 'timeType' | 'numberType' | 'platformType'>>>({ ...SALES_REPORT_DEFAULTS });
  const { report, refused, loading, error, refetch } = useHomeSalesReport(filter);
  const set = (key: keyof typeof filter) => (value: string) => setFilter((f) => ({ ...f, [key]: value }));
  const platforms = report?.filter.find((f) => f.key === 'platformType')?.options ?? [{ value: '', label: '' }];
  const money = useMemo(() => new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : 'en', { maximumFractionDigits: 2, minimumFractionDigits: 0 }), [lang]);
  const series = useMemo(() => (report?.series ?? []).map((s) => ({ label: s.name, data: s.data })), [report]);
  const problem = refused ?? (error && !report ? t('homePage.sales.error') : null);
  return (
    <DashboardCard
      title={t('homePage.sales.title')}
      caption={t(filter.numberType === 'price' ? 'homePage.sales.unit.price' : 'homePage.sales.unit.quantity')}
      error={problem}
      onRetry={refetch}
    >
      <Stack gap="3">
        <Tabs.Root value={filter.platformType ?? ''} onValueChange={(d) => set('platformType')(d.value)} variant="line" size="sm">
          <Tabs.List aria-label={t('homePage.sales.platform')} overflowX="auto">
            {platforms.map((o) => (
              <Tabs.Trigger key={o.value || 'all'} value={o.value}>
                {o.value === '' ? m('report.allPlatforms') : o.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </Tabs.Root>
        <HStack gap="6" wrap="wrap">
          <Choice
            label={t('homePage.sales.numberType')}
            value={filter.numberType!}
            values={SALES_NUMBER_TYPES}
            text={(v) => m(`report.numberType.${v}`)}
            onChange={set('numberType')}
          />
          <Choice
            label={t('homePage.sales.timeType')}
            value={filter.timeType!}
            values={SALES_TIME_TYPES}
            text={(v) => m(`report.timeType.${v}`)}
            onChange={set('timeType')}
          />
        </HStack>
        {report?.missingCurrencies.length ? (
          <Text textStyle="xs" color="orange.fg">
            {t('homePage.sales.missingRates', { currencies: report.missingCurrencies.join(', ') })}
          </Text>
        ) : null}
        <LineChart
          aria-label={t('homePage.sales.chart')}
          height={280}
          loading={loading && !report}
          labels={report?.titles ?? []}
          series={series}
          emptyText={t('homePage.sales.empty')}
          formatValue={(v) => money.format(v)}
        />
      </Stack>
    </DashboardCard>
  );
}
