/**
 * A requirement in detail: its spec 02 §3 fields, the process nodes with the current one marked,
 * the history (who, when, which node, the comment), and approve / reject when the caller is an
 * approver of the current node (the server checks it again).
 */
import { Badge, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useFeatureText } from '../../../i18n/featureIntl';
import { PermissionGuard } from '../../../ui';
import { formatDateTime } from '../../../ui/format';
import { InfoDialog, LinesTable } from '../../../ui/resource';
import { useRequirementHistory, type RequirementRow } from '../hooks';
import { productDevMessages, type ProductDevMessageId } from '../messages';

const money = (v: unknown) => Number(v).toFixed(2);
const range = (min: unknown, max: unknown) => (Number(min) || Number(max) ? `${money(min)} – ${money(max)}` : '—');

export function RequirementDetailDialog({
  requirement: r,
  onClose,
  onApprove,
  onReject,
}: {
  requirement: RequirementRow;
  onClose: () => void;
  onApprove: () => void;
  onReject: () => void;
}) {
  const t = useFeatureText(productDevMessages);
  const { history } = useRequirementHistory(r.id);
  const footer =
    r.status === 'submitted' && r.canAct ? (
      <PermissionGuard permission="productDev.approve">
        <HStack>
          <Button colorPalette="red" variant="outline" onClick={onReject}>
            {t('productDev.reject')}
          </Button>
          <Button colorPalette="teal" onClick={onApprove}>
            {t('productDev.approve')}
          </Button>
        </HStack>
      </PermissionGuard>
    ) : undefined;
  return (
    <InfoDialog
      title={t('productDev.detailsTitle', { number: r.number })}
      subtitle={r.name}
      onClose={onClose}
      size="xl"
      closeText={t('productDev.close')}
      footer={footer}
    >
      <Stack gap="3" textStyle="sm">
        <HStack gap="6" wrap="wrap">
          <Badge>{t(`productDev.status.${r.status}` as ProductDevMessageId)}</Badge>
          {r.category ? <Text>{`${t('productDev.field.category')}: ${r.category}`}</Text> : null}
          <Text>{`${t('productDev.field.expectedPrice')}: ${range(r.expectedPriceMin, r.expectedPriceMax)}`}</Text>
          <Text>{`${t('productDev.field.targetPurchasePrice')}: ${range(r.targetPurchasePriceMin, r.targetPurchasePriceMax)}`}</Text>
          <Text>{`${t('productDev.field.customsPrice')}: ${money(r.customsPrice)}`}</Text>
          <Text>{`${t('productDev.field.supplierType')}: ${t(`productDev.supplier.${r.supplierType}` as ProductDevMessageId)}`}</Text>
          {r.sites.length ? <Text>{`${t('productDev.field.sites')}: ${r.sites.join(', ')}`}</Text> : null}
          {r.productSpu ? <Text>{`${t('productDev.field.product')}: ${r.productSpu}`}</Text> : null}
        </HStack>
        {r.competitorLinks.map((l) => (
          <Link key={l} href={l} target="_blank" rel="noreferrer" colorPalette="teal">
            {l}
          </Link>
        ))}
        {r.remark ? <Text color="fg.muted">{r.remark}</Text> : null}
        {r.nodes.length ? (
          <Stack gap="1">
            <Text fontWeight="medium">{t('productDev.nodes')}</Text>
            <HStack gap="2" wrap="wrap" aria-label={t('productDev.nodes')}>
              {r.nodes.map((n, i) => (
                <Badge
                  key={`${i}-${n.name}`}
                  colorPalette={
                    r.status === 'submitted' && i === r.currentNode
                      ? 'orange'
                      : i < r.currentNode || r.status === 'approved' || r.status === 'completed'
                        ? 'green'
                        : 'gray'
                  }
                >
                  {`${i + 1}. ${n.name}`}
                </Badge>
              ))}
            </HStack>
            {r.status === 'submitted' && !r.canAct ? (
              <Text textStyle="xs" color="fg.muted">
                {t('productDev.notYourNode')}
              </Text>
            ) : null}
          </Stack>
        ) : null}
        <Text fontWeight="medium">{t('productDev.history')}</Text>
        <LinesTable
          lines={history}
          aria-label={t('productDev.history')}
          columns={[
            { header: t('productDev.history.when'), cell: (h) => formatDateTime(h.createdAt) },
            { header: t('productDev.history.who'), cell: (h) => h.userName },
            { header: t('productDev.history.what'), cell: (h) => t(`productDev.history.action.${h.action}` as ProductDevMessageId) },
            { header: t('productDev.history.node'), cell: (h) => h.nodeName || '—' },
            { header: t('productDev.history.comment'), cell: (h) => h.comment || '—' },
          ]}
        />
      </Stack>
    </InfoDialog>
  );
}
