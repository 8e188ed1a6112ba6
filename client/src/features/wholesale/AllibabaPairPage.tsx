/**
 * /allibabaPair?skuId= (hidden tool page): pair one SKU with a 1688 variant. Choose the SKU when
 * none is given, paste the product link, read it (title, supplier, tier prices, attributes), pick
 * a value of every attribute — confirming stays disabled until the full specification is chosen.
 */
import { Badge, Box, Button, Card, Field, HStack, Input, NativeSelect, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { parseWholesaleLink } from '@erp/schema';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { ParseWholesaleProductQuery } from './wholesale.generated';
import { LoadFailed, PermissionGuard, toastSuccess } from '../../ui';
import { SkuPicker } from '../../ui/resource/SkuPicker';
import { featurePage, PageFrame } from '../../ui/FeatureScope';
import { showFailure, useConnection } from '../../ui/resource';
import { useFeatureText } from '../../i18n/featureIntl';
import { pairingList, useParseProduct, useWholesaleCommands } from './hooks';
import { wholesaleMessages } from './messages';

type Offer = Extract<ParseWholesaleProductQuery['parseWholesaleProduct'], { __typename: 'QueryParseWholesaleProductSuccess' }>['data'];

export const AllibabaPairPage = featurePage(wholesaleMessages, PairScreen);

function PairScreen() {
  const t = useFeatureText(wholesaleMessages);
  const [params, setParams] = useSearchParams();
  const skuId = Number(params.get('skuId')) || 0;
  const { rows, loading, error, refetch } = useConnection(
    pairingList.document,
    pairingList.pick,
    { filter: { skuId } },
    { page: 1, pageSize: 1, skip: !skuId },
  );
  const sku = rows[0];

  return (
    <PageFrame title={t('pair.title')} description={t('pair.description')}>
      <Stack gap="4" maxW="3xl">
        <Field.Root>
          <Field.Label>{t('pair.sku')}</Field.Label>
          {!skuId ? (
            <SkuPicker disableCombos aria-label={t('pair.chooseSku')} placeholder={t('pair.chooseSku')} onPick={(s) => setParams({ skuId: String(s.id) })} />
          ) : loading && !sku ? (
            <Spinner size="sm" />
          ) : error || !sku ? (
            <LoadFailed size="sm" title={t('pair.loadFailed')} onRetry={refetch} retryText={t('pair.retry')} />
          ) : (
            <HStack gap="3">
              <Text fontWeight="medium">{sku.sku}</Text>
              <Text color="fg.muted">{sku.productName}</Text>
              <Button size="xs" variant="ghost" onClick={() => setParams({})}>
                {t('pair.changeSku')}
              </Button>
            </HStack>
          )}
          {sku?.pairing ? (
            <Text textStyle="sm" color="fg.muted">
              {t('pair.current', { spec: sku.pairing.specText, title: sku.pairing.title })}
            </Text>
          ) : null}
        </Field.Root>
        {sku ? <PairForm key={sku.id} skuId={sku.id} initialLink={sku.pairing?.productUrl ?? ''} onPaired={refetch} /> : null}
        <Box>
          <Button asChild size="sm" variant="ghost">
            <RouterLink to="/alibabaPairingList">{t('pair.back')}</RouterLink>
          </Button>
        </Box>
      </Stack>
    </PageFrame>
  );
}

function PairForm({ skuId, initialLink, onPaired }: { skuId: number; initialLink: string; onPaired: () => void }) {
  const t = useFeatureText(wholesaleMessages);
  const parse = useParseProduct();
  const { pair } = useWholesaleCommands();
  const [link, setLink] = useState(initialLink);
  const [linkError, setLinkError] = useState('');
  const [parsing, setParsing] = useState(false);
  const [offer, setOffer] = useState<Offer | null>(null);
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [ratio, setRatio] = useState('1');
  const [saving, setSaving] = useState(false);

  const read = async () => {
    setParsing(true);
    setOffer(null);
    setChosen({});
    const outcome = await parse(link);
    setParsing(false);
    if (outcome.ok) {
      setLinkError('');
      setOffer(outcome.data);
    } else {
      const text = outcome.fieldErrors.link?.[0] ?? outcome.message;
      setLinkError(text);
      if (!text) showFailure(outcome, t('wholesale.failed'));
    }
  };

  const complete = !!offer && offer.attributes.every((a) => chosen[a.name]);
  const variant = complete ? offer.variants.find((v) => v.values.every((x) => chosen[x.name] === x.value)) : undefined;
  const ratioOk = /^\d+$/.test(ratio) && Number(ratio) >= 1;

  const confirm = async () => {
    if (!offer || !variant) return;
    setSaving(true);
    const input = {
      skuId,
      productUrl: link.trim(),
      specId: variant.specId,
      ratio: Number(ratio),
      specValues: offer.attributes.map((a) => ({ name: a.name, value: chosen[a.name]! })),
    };
    const outcome = await pair({ input }, { failure: t('wholesale.failed') });
    setSaving(false);
    if (!outcome.ok) return;
    toastSuccess(t('pair.paired', { spec: outcome.data.specText, supplier: outcome.data.supplierName }));
    onPaired();
  };

  return (
    <Stack gap="4">
      <Field.Root invalid={!!linkError} required>
        <Field.Label>{t('pair.link')}</Field.Label>
        <HStack width="full">
          <Input
            value={link}
            placeholder={t('pair.linkPlaceholder')}
            aria-label={t('pair.link')}
            onChange={(e) => {
              setLink(e.target.value);
              setLinkError('');
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') void read();
            }}
          />
          <Button onClick={() => void read()} loading={parsing} loadingText={t('pair.parsing')} colorPalette="teal" variant="outline">
            {t('pair.parse')}
          </Button>
        </HStack>
        <Field.ErrorText>{linkError}</Field.ErrorText>
      </Field.Root>
      {offer ? (
        <Card.Root>
          <Card.Body>
            <Stack gap="3">
              <Text fontWeight="semibold">{offer.title}</Text>
              <Text textStyle="sm" color="fg.muted">
                {t('pair.supplier', { shop: offer.supplierShopName })}
              </Text>
              <HStack gap="2" wrap="wrap" aria-label={t('pair.tiers')}>
                {offer.priceTiers.map((tier) => (
                  <Badge key={tier.minQuantity} colorPalette="orange">
                    {t('wholesale.tier', { min: tier.minQuantity, price: tier.price })}
                  </Badge>
                ))}
              </HStack>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                {offer.attributes.map((a) => (
                  <Field.Root key={a.name}>
                    <Field.Label>{a.name}</Field.Label>
                    <NativeSelect.Root size="sm">
                      <NativeSelect.Field
                        aria-label={a.name}
                        value={chosen[a.name] ?? ''}
                        onChange={(e) => setChosen((c) => ({ ...c, [a.name]: e.target.value }))}
                      >
                        <option value="">{t('pair.choose', { name: a.name })}</option>
                        {a.values.map((v) => (
                          <option key={v} value={v}>
                            {v}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                ))}
                <Field.Root invalid={!ratioOk}>
                  <Field.Label>{t('pair.ratio')}</Field.Label>
                  <Input size="sm" inputMode="numeric" value={ratio} aria-label={t('pair.ratio')} onChange={(e) => setRatio(e.target.value)} />
                </Field.Root>
              </SimpleGrid>
              <Text textStyle="sm" color={variant ? undefined : 'fg.muted'}>
                {!complete
                  ? t('pair.incomplete')
                  : variant
                    ? t('pair.variant', { spec: variant.values.map((v) => `${v.name}:${v.value}`).join(';'), price: variant.price, stock: variant.stock })
                    : t('pair.noVariant')}
              </Text>
              <PermissionGuard permission="wholesalePairing.update">
                <Box>
                  <Button
                    colorPalette="teal"
                    disabled={!variant || !ratioOk || parseWholesaleLink(link) === null}
                    loading={saving}
                    onClick={() => void confirm()}
                  >
                    {t('pair.confirm')}
                  </Button>
                </Box>
              </PermissionGuard>
            </Stack>
          </Card.Body>
        </Card.Root>
      ) : null}
    </Stack>
  );
}
