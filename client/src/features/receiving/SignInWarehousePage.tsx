/** /signInWarehouse: scan a tracking number → its purchase orders with due quantities → sign for the parcel. */
import { Alert, Badge, Button, Card, chakra, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { LuScanLine } from 'react-icons/lu';
import { EmptyPicture, PermissionGuard } from '../../ui';
import { featurePage, PageFrame } from '../../ui/FeatureScope';
import { formatDateTime } from '../../ui/format';
import { useFeatureText } from '../../i18n/featureIntl';
import { SignDialog } from './components/SignDialog';
import { useOrdersToSign, type OrderToSign } from './hooks';
import { LinesTable, skuColumn } from '../../ui/resource';
import { receivingMessages, type ReceivingMessageId } from './messages';

export const SignInWarehousePage = featurePage(receivingMessages, SignInScreen);

function SignInScreen() {
  const t = useFeatureText(receivingMessages);
  const { find, loading } = useOrdersToSign();
  const [trackingNo, setTrackingNo] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const [orders, setOrders] = useState<OrderToSign[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [signing, setSigning] = useState<OrderToSign | null>(null);
  const input = useRef<HTMLInputElement | null>(null);

  const search = async (no: string) => {
    const value = no.trim();
    setError(null);
    if (!value) {
      setOrders(null);
      setError(t('rcv.sign.required'));
      return;
    }
    const r = await find(value);
    setSearched(value);
    if (r.ok) setOrders(r.data);
    else {
      setOrders(null);
      setError(Object.values(r.fieldErrors).flat()[0] || r.message || t('rcv.failed'));
    }
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void search(trackingNo);
  };

  return (
    <PageFrame title={t('rcv.sign.title')} description={t('rcv.sign.description')}>
      <chakra.form onSubmit={onSubmit} aria-label={t('rcv.sign.title')}>
        <HStack gap="2" maxW="xl">
          <Input
            ref={input}
            autoFocus
            aria-label={t('rcv.sign.trackingNo')}
            placeholder={t('rcv.sign.placeholder')}
            value={trackingNo}
            onChange={(e) => setTrackingNo(e.target.value)}
            maxLength={64}
          />
          <Button type="submit" colorPalette="teal" loading={loading}>
            <LuScanLine />
            {t('rcv.sign.search')}
          </Button>
        </HStack>
      </chakra.form>
      {error ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{error}</Alert.Description>
        </Alert.Root>
      ) : null}
      {!orders && !error ? (
        <Stack align="center" py="10" color="fg.muted">
          <EmptyPicture />
          <Text>{t('rcv.sign.hint')}</Text>
        </Stack>
      ) : null}
      {orders?.map((o) => {
        const due = o.lines.reduce((s, l) => s + l.dueQuantity, 0);
        return (
          <Card.Root key={o.id} size="sm" variant="outline">
            <Card.Header>
              <HStack justify="space-between" wrap="wrap">
                <Stack gap="0">
                  <HStack gap="2">
                    <Text fontWeight="semibold" fontFamily="mono">
                      {t('rcv.sign.orderTitle', { orderNo: o.orderNo })}
                    </Text>
                    <Badge colorPalette={o.status === 'approved' ? 'blue' : 'orange'}>{t(`rcv.poStatus.${o.status}` as ReceivingMessageId)}</Badge>
                  </HStack>
                  <Text textStyle="sm" color="fg.muted">
                    {t('rcv.sign.orderMeta', { supplier: o.supplierName, warehouse: o.warehouseName })} · {formatDateTime(o.orderDate)}
                  </Text>
                </Stack>
                <PermissionGuard permission="receipt.sign">
                  <Button size="sm" colorPalette="teal" onClick={() => setSigning(o)} aria-label={t('rcv.sign.signLabel', { orderNo: o.orderNo })}>
                    {t('rcv.sign.signButton')}
                  </Button>
                </PermissionGuard>
              </HStack>
            </Card.Header>
            <Card.Body>
              {due === 0 ? (
                <Text textStyle="sm" color="fg.muted" mb="2">
                  {t('rcv.sign.nothingDue')}
                </Text>
              ) : null}
              <LinesTable
                aria-label={o.orderNo}
                lines={o.lines}
                columns={[
                  skuColumn(t('rcv.line.sku')),
                  { header: t('rcv.line.purchased'), align: 'end', cell: (l) => l.quantity },
                  { header: t('rcv.line.received'), align: 'end', cell: (l) => l.receivedQuantity },
                  {
                    header: t('rcv.line.due'),
                    align: 'end',
                    cell: (l) => (
                      <Text as="span" fontWeight="semibold">
                        {l.dueQuantity}
                      </Text>
                    ),
                  },
                ]}
              />
            </Card.Body>
          </Card.Root>
        );
      })}
      {signing && searched ? (
        <SignDialog
          order={signing}
          trackingNo={searched}
          onClose={() => setSigning(null)}
          onDone={() => {
            setSigning(null);
            setTrackingNo('');
            setOrders(null);
            setError(null);
            input.current?.focus();
          }}
        />
      ) : null}
    </PageFrame>
  );
}
