/** "Pull orders now": choose an authorized shop and pull its new orders from the marketplace. */
import { Button, CloseButton, Dialog, Field, NativeSelect, Portal, Text } from '@chakra-ui/react';
import { SHOP_STATUS } from '@erp/schema';
import { useState } from 'react';
import { toastError, toastSuccess } from '../../../ui';
import { useFeatureText } from '../../public/featureIntl';
import { useFulfilmentActions } from '../fulfilment';
import { announceOrdersChanged, useShopOptions } from '../hooks';
import { ordersMessages } from '../messages';

export function PullOrdersDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const t = useFeatureText(ordersMessages);
  const { options, loading } = useShopOptions();
  const shops = options.filter((s) => s.status === SHOP_STATUS.authorized);
  const { pull } = useFulfilmentActions();
  const [shopId, setShopId] = useState('');
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const title = t('orderScreen.pull.title');

  const submit = async () => {
    if (!shopId) {
      setInvalid(true);
      return;
    }
    setBusy(true);
    try {
      const r = await pull(Number(shopId));
      if (r.ok) {
        toastSuccess(t('orderScreen.pull.done', { count: r.count }));
        announceOrdersChanged();
        onDone();
      } else if (r.message) toastError(r.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(d) => (d.open ? undefined : onClose())} placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label={title}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('orderScreen.close')} />
            </Dialog.CloseTrigger>
            <Dialog.Body>
              {!loading && shops.length === 0 ? (
                <Text color="fg.muted">{t('orderScreen.pull.noShops')}</Text>
              ) : (
                <Field.Root invalid={invalid} required>
                  <Field.Label>{t('orderScreen.pull.shop')}</Field.Label>
                  <NativeSelect.Root size="sm">
                    <NativeSelect.Field
                      value={shopId}
                      onChange={(e) => {
                        setShopId(e.target.value);
                        setInvalid(false);
                      }}
                    >
                      <option value="">{t('orderScreen.pull.chooseShop')}</option>
                      {shops.map((s) => (
                        <option key={s.value} value={s.value}>
                          {s.label}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  <Field.ErrorText>{t('orderScreen.pull.chooseShop')}</Field.ErrorText>
                </Field.Root>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('orderScreen.cancel')}
              </Button>
              <Button colorPalette="teal" loading={busy} disabled={shops.length === 0} onClick={() => void submit()}>
                {t('orderScreen.pull.submit')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
