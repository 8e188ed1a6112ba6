/**
 * A logistics channel picker for any screen: `<ChannelSelect value={id|null} onChange={(id) => …} />`.
 * Disabled channels take no new orders, so they are left out unless `includeDisabled` (filters,
 * edits of existing records); a selected disabled channel is always shown so the value stays visible.
 * `poolOnly` keeps only channels that take their tracking numbers from a number pool.
 */
import { NativeSelect } from '@chakra-ui/react';
import { FeatureMessagesProvider, useFeatureText } from '../../i18n/featureIntl';
import { logisticsMessages } from './messages';
import { useChannelOptions } from './pickers';

export interface ChannelSelectProps {
  value: number | null | undefined;
  onChange: (id: number | null) => void;
  includeDisabled?: boolean;
  /** Only channels using a number pool (/segmentManagement). */
  poolOnly?: boolean;
  /** Text of the empty choice (default "请选择物流渠道" / "Choose a logistics channel"). */
  placeholder?: string;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  disabled?: boolean;
  invalid?: boolean;
  'aria-label'?: string;
  id?: string;
  name?: string;
}

export function ChannelSelect(props: ChannelSelectProps) {
  return (
    <FeatureMessagesProvider messages={logisticsMessages}>
      <ChannelSelectInner {...props} />
    </FeatureMessagesProvider>
  );
}

function ChannelSelectInner({
  value,
  onChange,
  includeDisabled,
  poolOnly,
  placeholder,
  size = 'sm',
  disabled,
  invalid,
  id,
  name,
  ...rest
}: ChannelSelectProps) {
  const t = useFeatureText(logisticsMessages);
  const { options, loading, error } = useChannelOptions();
  const shown = options.filter((o) => o.id === value || ((includeDisabled || o.enabled) && (!poolOnly || o.usesNumberPool)));
  const empty = !loading && !error && shown.length === 0;
  return (
    <NativeSelect.Root size={size} disabled={disabled} invalid={invalid} width="full">
      <NativeSelect.Field
        id={id}
        name={name}
        aria-label={rest['aria-label'] ?? t('logisticsPage.select.label')}
        aria-busy={loading || undefined}
        value={value ? String(value) : ''}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
      >
        <option value="">
          {error ? t('logisticsPage.select.loadFailed') : empty ? t('logisticsPage.select.none') : (placeholder ?? t('logisticsPage.select.placeholder'))}
        </option>
        {shown.map((o) => (
          <option key={o.id} value={String(o.id)}>
            {o.enabled ? o.name : t('logisticsPage.select.disabled', { name: o.name })}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
