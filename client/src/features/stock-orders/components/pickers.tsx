/** The stock order form's pickers: own warehouses (source), overseas warehouses (target), first-mile channels. */
import { IdSelect, type IdSelectProps } from '../../../ui/IdSelect';
import { useFeatureText } from '../../../i18n/featureIntl';
import { useWarehouseOptions } from '../../warehouses/pickers';
import { useChannelOptions } from '../hooks';
import { stockOrdersMessages } from '../messages';

function WarehouseOfType({ type, ...props }: IdSelectProps & { type: 'own' | 'overseas' }) {
  const t = useFeatureText(stockOrdersMessages);
  const { options, loading } = useWarehouseOptions();
  const shown = options.filter((o) => o.type === type && (o.enabled || o.id === props.value));
  const empty = !loading && shown.length === 0 && type === 'overseas';
  return (
    <IdSelect
      {...props}
      label={type === 'own' ? t('stockOrders.field.source') : t('stockOrders.field.target')}
      loading={loading}
      emptyText={empty ? t('stockOrders.noOverseas') : type === 'own' ? t('stockOrders.selectOwn') : t('stockOrders.selectOverseas')}
      options={shown.map((o) => ({ id: o.id, label: o.name }))}
    />
  );
}

export const OwnWarehouseSelect = (props: IdSelectProps) => <WarehouseOfType {...props} type="own" />;
export const OverseasWarehouseSelect = (props: IdSelectProps) => <WarehouseOfType {...props} type="overseas" />;

export function ChannelSelect(props: IdSelectProps) {
  const t = useFeatureText(stockOrdersMessages);
  const { options, loading } = useChannelOptions();
  return (
    <IdSelect
      {...props}
      label={t('stockOrders.field.channel')}
      loading={loading}
      emptyText={t('stockOrders.field.noChannel')}
      options={options.map((o) => ({ id: o.id, label: o.name }))}
    />
  );
}
