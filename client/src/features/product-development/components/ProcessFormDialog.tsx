/**
 * Create or edit a development process (/developmentProcessSetting): its name, whether it is the
 * default, and the node editor: up to 20 ordered nodes, each with a name, approval by roles or by
 * named users of the company, and the rule (any one approver or all of them). Checked with
 * devProcessInput of @erp/schema before sending; the server checks the roles and users again.
 */
import { Box, Button, Checkbox, Fieldset, HStack, IconButton, Input, Stack, Text, Wrap } from '@chakra-ui/react';
import { DEV_PROCESS_MAX_NODES, devProcessInput, type DevApprovalRule, type DevApproverType } from '@erp/schema';
import { useState } from 'react';
import { LuArrowUp, LuPlus, LuTrash2 } from 'react-icons/lu';
import { ChoiceSelect } from '../../../ui/ChoiceSelect';
import { FieldFrame } from '../../../ui/FormField';
import { FormDialog } from '../../../ui/resource/FormDialog';
import { useFeatureText } from '../../../i18n/featureIntl';
import { useLang } from '../../../i18n';
import { translateMessage } from '../../../i18n/schemaMessages';
import { useApproverOptions, useProcessCommands, type ProcessRow } from '../hooks';
import { productDevMessages } from '../messages';

type NodeDraft = { name: string; approverType: DevApproverType; rule: DevApprovalRule; roleIds: number[]; userIds: number[] };
const blankNode = (): NodeDraft => ({ name: '', approverType: 'role', rule: 'any', roleIds: [], userIds: [] });

export function ProcessFormDialog({ process, onClose, onSaved }: { process?: ProcessRow; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(productDevMessages);
  const [lang] = useLang();
  const message = (id: string) => translateMessage(lang, id);
  const commands = useProcessCommands();
  const { roles, users } = useApproverOptions();
  const [name, setName] = useState(process?.name ?? '');
  const [isDefault, setDefault] = useState(process?.isDefault ?? false);
  const [remark, setRemark] = useState(process?.remark ?? '');
  const [nodes, setNodes] = useState<NodeDraft[]>(() =>
    process ? process.nodes.map((n) => ({ ...n, approverType: n.approverType as DevApproverType, rule: n.rule as DevApprovalRule })) : [blankNode()],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = (i: number, patch: Partial<NodeDraft>) => setNodes((all) => all.map((n, j) => (j === i ? { ...n, ...patch } : n)));
  const toggle = (list: number[], id: number, on: boolean) => (on ? [...list, id] : list.filter((x) => x !== id));

  const submit = async () => {
    const parsed = devProcessInput.safeParse({ name, isDefault, remark, nodes });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), message(i.message)])));
      return;
    }
    setErrors({});
    const input = parsed.data;
    const outcome = process
      ? await commands.update({ id: process.id, input }, { success: t('devProcess.saved', { name: input.name }), failure: t('productDev.failed') })
      : await commands.create({ input }, { success: t('devProcess.saved', { name: input.name }), failure: t('productDev.failed') });
    if (outcome.ok) onSaved();
  };

  return (
    <FormDialog
      title={process ? t('devProcess.editTitle', { name: process.name }) : t('devProcess.create')}
      onSubmit={submit}
      onClose={onClose}
      submitText={t('productDev.save')}
      cancelText={t('productDev.cancel')}
      size="xl"
      busy={commands.busy}
    >
      <Stack gap="3">
        <HStack align="start" gap="4">
          <FieldFrame label={t('devProcess.field.name')} error={errors.name} required>
            <Input value={name} onChange={(e) => setName(e.target.value)} />
          </FieldFrame>
          <FieldFrame label={t('devProcess.field.remark')}>
            <Input value={remark} onChange={(e) => setRemark(e.target.value)} />
          </FieldFrame>
        </HStack>
        <Checkbox.Root checked={isDefault} onCheckedChange={(d) => setDefault(d.checked === true)} size="sm">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('devProcess.field.isDefault')}</Checkbox.Label>
        </Checkbox.Root>
        {nodes.map((n, i) => {
          const options = n.approverType === 'role' ? roles : users;
          const chosen = n.approverType === 'role' ? n.roleIds : n.userIds;
          const approverError = errors[`nodes.${i}.roleIds`] ?? errors[`nodes.${i}.userIds`];
          return (
            <Box key={i} borderWidth="1px" borderRadius="md" p="3" role="group" aria-label={t('devProcess.node', { index: i + 1 })}>
              <HStack align="end" gap="3">
                <Text fontWeight="medium" minW="16">
                  {t('devProcess.node', { index: i + 1 })}
                </Text>
                <FieldFrame label={t('devProcess.node.name')} error={errors[`nodes.${i}.name`]} required>
                  <Input size="sm" value={n.name} onChange={(e) => change(i, { name: e.target.value })} />
                </FieldFrame>
                <ChoiceSelect
                  size="sm"
                  aria-label={`${t('devProcess.node.approverType')} ${i + 1}`}
                  value={n.approverType}
                  onChange={(v) => change(i, { approverType: v as DevApproverType })}
                  options={[
                    { value: 'role', label: t('devProcess.node.byRole') },
                    { value: 'user', label: t('devProcess.node.byUser') },
                  ]}
                />
                <ChoiceSelect
                  size="sm"
                  aria-label={`${t('devProcess.node.rule')} ${i + 1}`}
                  value={n.rule}
                  onChange={(v) => change(i, { rule: v as DevApprovalRule })}
                  options={[
                    { value: 'any', label: t('devProcess.node.any') },
                    { value: 'all', label: t('devProcess.node.all') },
                  ]}
                />
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={t('devProcess.node.up', { index: i + 1 })}
                  disabled={i === 0}
                  onClick={() => setNodes((all) => all.map((x, j) => (j === i - 1 ? all[i]! : j === i ? all[i - 1]! : x)))}
                >
                  <LuArrowUp />
                </IconButton>
                <IconButton
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={t('devProcess.node.remove', { index: i + 1 })}
                  disabled={nodes.length === 1}
                  onClick={() => setNodes((all) => all.filter((_, j) => j !== i))}
                >
                  <LuTrash2 />
                </IconButton>
              </HStack>
              <Fieldset.Root invalid={!!approverError} mt="2">
                <Fieldset.Legend textStyle="sm">{t('devProcess.node.approvers')}</Fieldset.Legend>
                <Wrap gap="3">
                  {options.map((o) => (
                    <Checkbox.Root
                      key={o.id}
                      size="sm"
                      checked={chosen.includes(o.id)}
                      onCheckedChange={(d) =>
                        change(
                          i,
                          n.approverType === 'role'
                            ? { roleIds: toggle(n.roleIds, o.id, d.checked === true) }
                            : { userIds: toggle(n.userIds, o.id, d.checked === true) },
                        )
                      }
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{o.name}</Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </Wrap>
                {approverError ? <Fieldset.ErrorText>{approverError}</Fieldset.ErrorText> : null}
              </Fieldset.Root>
            </Box>
          );
        })}
        {errors.nodes ? <Text color="fg.error">{errors.nodes}</Text> : null}
        <HStack>
          <Button size="xs" variant="outline" disabled={nodes.length >= DEV_PROCESS_MAX_NODES} onClick={() => setNodes((all) => [...all, blankNode()])}>
            <LuPlus /> {t('devProcess.node.add')}
          </Button>
          <Text textStyle="xs" color="fg.muted">
            {t('devProcess.node.limit', { max: DEV_PROCESS_MAX_NODES })}
          </Text>
        </HStack>
      </Stack>
    </FormDialog>
  );
}
