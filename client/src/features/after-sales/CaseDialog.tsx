/**
 * One case: the buyer's words, what the marketplace sent, the history and the seller's action
 * buttons, derived from the kind's transition table and the screen's `.handle` permission
 * (<LifecycleActions>). Accept / approve / send label ask first; refuse and reply ask for the text;
 * refund asks for the amount (default the whole case amount).
 */
import { Badge, Box, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { AFTER_SALES_TRANSITIONS, type AfterSalesAction, type AfterSalesKind, type PermissionName } from '@erp/schema';
import { useState } from 'react';
import { useFeatureText } from '../../i18n/featureIntl';
import { toastSuccess } from '../../ui';
import { formatDateTime } from '../../ui/format';
import { FieldFrame } from '../../ui/FormField';
import { LoadFailed } from '../../ui/Notice';
import { FormDialog, InfoDialog, LifecycleActions, type TransitionTable } from '../../ui/resource';
import { useAfterSalesCase, useAfterSalesCommands } from './hooks';
import { afterSalesMessages, type AfterSalesMessageId } from './messages';

/** The transition table of a kind, in the kit's shape (actions the kind lacks allow nothing). */
export const transitionsOf = (kind: AfterSalesKind) => AFTER_SALES_TRANSITIONS[kind] as unknown as TransitionTable<AfterSalesAction, string>;

const ACTIONS: readonly AfterSalesAction[] = ['accept', 'approve', 'sendLabel', 'reply', 'refund', 'refuse'];
const CONFIRMED: readonly AfterSalesAction[] = ['accept', 'approve', 'sendLabel'];
export const STATUS_COLOR: Record<string, string> = {
  open: 'orange',
  approved: 'blue',
  labelSent: 'blue',
  replied: 'blue',
  accepted: 'green',
  refunded: 'green',
  refused: 'red',
  closed: 'gray',
};

type Step = { action: AfterSalesAction } | null;

export function CaseDialog({
  id,
  kind,
  handle,
  onClose,
  onChanged,
}: {
  id: number;
  kind: AfterSalesKind;
  handle: PermissionName;
  onClose: () => void;
  onChanged: () => void;
}) {
  const t = useFeatureText(afterSalesMessages);
  const { record, loading, error, refused, refetch } = useAfterSalesCase(id);
  const { act, busy } = useAfterSalesCommands();
  const [step, setStep] = useState<Step>(null);
  const [text, setText] = useState('');
  const [amount, setAmount] = useState('');

  const run = async (action: AfterSalesAction, extra: { text?: string; amount?: string } = {}) => {
    if (!record) return;
    const outcome = await act(
      { input: { id: record.id, action, text: extra.text || undefined, amount: extra.amount || undefined } },
      { failure: t('afterSales.failed') },
    );
    if (outcome.ok) {
      const status = t(`afterSales.status.${outcome.data.status}` as AfterSalesMessageId);
      toastSuccess(
        record.order && outcome.data.orderStatus
          ? t('afterSales.doneOrder', { caseNo: record.platformCaseId, status, orderNo: record.order.orderNo })
          : t('afterSales.done', { caseNo: record.platformCaseId, status }),
      );
      setStep(null);
      setText('');
      setAmount('');
      onChanged();
      void refetch();
    }
    return outcome;
  };

  const open = (action: AfterSalesAction) => {
    setText('');
    setAmount('');
    setStep({ action });
  };

  const title = t('afterSales.detail.title', { caseNo: record?.platformCaseId ?? String(id) });
  return (
    <>
      <InfoDialog title={title} onClose={onClose} size="lg" closeText={t('afterSales.close')}>
        {loading && !record ? (
          <Text color="fg.muted">…</Text>
        ) : !record ? (
          <LoadFailed title={t('afterSales.detail.loadFailed')} description={refused ?? error?.message} onRetry={() => void refetch()} />
        ) : (
          <Stack gap="4" data-testid="after-sales-detail">
            <HStack justify="space-between" wrap="wrap">
              <Stack gap="0">
                <Text fontWeight="medium">{`${record.buyerName || record.buyerAccount} · ${record.shopName}`}</Text>
                <Text textStyle="xs" color="fg.muted">
                  {`${record.platformOrderNo} · ${record.order ? t('afterSales.localOrder', { orderNo: record.order.orderNo }) : t('afterSales.noLocalOrder')}`}
                </Text>
                <Text textStyle="xs" color="fg.muted">
                  {t('afterSales.detail.sku', { sku: record.platformSku || '—', quantity: record.quantity })} · {`${record.amount} ${record.currency}`}
                </Text>
              </Stack>
              <Badge colorPalette={STATUS_COLOR[record.status] ?? 'gray'}>{t(`afterSales.status.${record.status}` as AfterSalesMessageId)}</Badge>
            </HStack>
            <Box borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle">
              <Text textStyle="xs" color="fg.muted">
                {t('afterSales.detail.buyerWords')} · {record.reason}
              </Text>
              <Text whiteSpace="pre-wrap">{record.buyerComment || '—'}</Text>
            </Box>
            <Stack gap="1">
              <Text fontWeight="medium">{t('afterSales.detail.history')}</Text>
              {record.history.map((h, i) => (
                <HStack key={i} align="start" gap="3" textStyle="sm">
                  <Text color="fg.muted" whiteSpace="nowrap">
                    {formatDateTime(h.at)}
                  </Text>
                  <Stack gap="0">
                    <Text>
                      {t(`afterSales.${h.action === 'opened' || h.action === 'closed' ? 'history' : 'action'}.${h.action}` as AfterSalesMessageId)}
                      {h.by ? ` · ${h.by}` : ''}
                    </Text>
                    {h.text && h.action !== 'opened' ? (
                      <Text color="fg.muted" whiteSpace="pre-wrap">
                        {h.text}
                      </Text>
                    ) : null}
                  </Stack>
                </HStack>
              ))}
            </Stack>
            {record.actions.length === 0 ? (
              <Text color="fg.muted" textStyle="sm">
                {t('afterSales.detail.noActions')}
              </Text>
            ) : (
              <LifecycleActions
                transitions={transitionsOf(kind)}
                status={record.status}
                record={record.platformCaseId}
                actions={ACTIONS.map((action) => ({
                  action,
                  label: t(`afterSales.action.${action}` as AfterSalesMessageId),
                  permission: handle,
                  colorPalette: action === 'refuse' ? 'red' : 'teal',
                  onClick: () => open(action),
                }))}
              />
            )}
          </Stack>
        )}
      </InfoDialog>
      {record && step ? (
        <FormDialog
          title={
            step.action === 'refund'
              ? t('afterSales.refund.title', { caseNo: record.platformCaseId })
              : t('afterSales.textDialog.title', { action: t(`afterSales.action.${step.action}` as AfterSalesMessageId), caseNo: record.platformCaseId })
          }
          onClose={() => setStep(null)}
          onSubmit={() => run(step.action, { text: text.trim(), amount: amount.trim() })}
          submitText={t(`afterSales.action.${step.action}` as AfterSalesMessageId)}
          cancelText={t('afterSales.cancel')}
          busy={busy}
          danger={step.action === 'refuse'}
          submitDisabled={(step.action === 'reply' || step.action === 'refuse') && !text.trim()}
          hint={CONFIRMED.includes(step.action) ? t(`afterSales.confirm.${step.action}` as AfterSalesMessageId, { caseNo: record.platformCaseId }) : undefined}
        >
          {step.action === 'refund' ? (
            <FieldFrame
              label={t('afterSales.refund.amount', { currency: record.currency })}
              helperText={t('afterSales.refund.hint', { amount: record.amount, currency: record.currency })}
            >
              <Input inputMode="decimal" value={amount} placeholder={record.amount} onChange={(e) => setAmount(e.target.value)} />
            </FieldFrame>
          ) : (
            <FieldFrame
              label={t(step.action === 'reply' ? 'afterSales.text.reply' : step.action === 'refuse' ? 'afterSales.text.refuse' : 'afterSales.text.note')}
              required={step.action === 'reply' || step.action === 'refuse'}
            >
              <Textarea value={text} maxLength={1000} rows={4} onChange={(e) => setText(e.target.value)} />
            </FieldFrame>
          )}
        </FormDialog>
      ) : null}
    </>
  );
}
