/**
 * Nested checkboxes over the permission tree: one block per system with a select-all box,
 * its pages, and each page's actions under it. Checking an action also checks its page.
 */
import { Box, Button, Checkbox, Fieldset, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMemo, type Ref } from 'react';
import { useFeatureText } from '../../../i18n/featureIntl';
import { rolesMessages } from '../messages';
import { allNames, ancestorsByName, nodeState, stateOf, toggle, type CheckState, type PermNode } from '../permissionTree';

export interface PermissionTreeProps {
  tree: readonly PermNode[];
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  value: readonly string[];
  onChange: (names: string[]) => void;
  label: string;
  hint: string;
  errorText?: string | undefined;
  focusRef?: Ref<HTMLFieldSetElement>;
}

function Box3({ label, checked, onChange, bold }: { label: string; checked: CheckState; onChange: (on: boolean) => void; bold?: boolean }) {
  return (
    <Checkbox.Root size="sm" checked={checked} onCheckedChange={() => onChange(checked !== true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label fontWeight={bold ? 'semibold' : 'normal'}>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

export function PermissionTree({ tree, loading, error, onRetry, value, onChange, label, hint, errorText, focusRef }: PermissionTreeProps) {
  const t = useFeatureText(rolesMessages);
  const selected = useMemo(() => new Set(value), [value]);
  const ancestors = useMemo(() => ancestorsByName(tree), [tree]);
  const every = useMemo(() => allNames(tree), [tree]);
  const set = (node: PermNode, on: boolean) => onChange([...toggle(node, on, selected, ancestors)]);

  let body;
  if (loading && tree.length === 0) {
    body = (
      <HStack gap="2" py="4" color="fg.muted">
        <Spinner size="sm" />
        <Text textStyle="sm">{t('roles.tree.loading')}</Text>
      </HStack>
    );
  } else if (error && tree.length === 0) {
    body = (
      <HStack gap="3" py="4" role="alert">
        <Text textStyle="sm" color="fg.error">
          {t('roles.tree.failed')}
        </Text>
        <Button size="xs" variant="outline" onClick={onRetry}>
          {t('roles.tree.retry')}
        </Button>
      </HStack>
    );
  } else {
    body = (
      <Stack gap="3">
        <HStack justify="space-between">
          <Box3
            label={t('roles.tree.all')}
            bold
            checked={stateOf(every, selected)}
            onChange={(on) => onChange(on ? [...new Set([...value, ...every])] : value.filter((n) => !every.includes(n)))}
          />
          <Text textStyle="xs" color="fg.muted">
            {t('roles.tree.selected', { count: every.filter((n) => selected.has(n)).length, total: every.length })}
          </Text>
        </HStack>
        {tree.map((system) => (
          <Box key={system.name} borderWidth="1px" rounded="md">
            <HStack px="3" py="2" bg="bg.subtle" roundedTop="md" justify="space-between">
              <Box3 label={system.title} bold checked={nodeState(system, selected)} onChange={(on) => set(system, on)} />
            </HStack>
            <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="3" p="3">
              {(system.children ?? []).map((page) => (
                <PageNode key={page.name} page={page} selected={selected} onToggle={set} actionsLabel={t('roles.tree.actions', { page: page.title })} />
              ))}
            </SimpleGrid>
          </Box>
        ))}
      </Stack>
    );
  }

  return (
    <Fieldset.Root invalid={Boolean(errorText)} ref={focusRef} tabIndex={-1} outline="none">
      <Fieldset.Legend textStyle="sm" fontWeight="medium">
        {label}
      </Fieldset.Legend>
      <Fieldset.HelperText>{hint}</Fieldset.HelperText>
      <Fieldset.Content>{body}</Fieldset.Content>
      {errorText ? <Fieldset.ErrorText>{errorText}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}

function PageNode({
  page,
  selected,
  onToggle,
  actionsLabel,
}: {
  page: PermNode;
  selected: ReadonlySet<string>;
  onToggle: (n: PermNode, on: boolean) => void;
  actionsLabel: string;
}) {
  const actions = page.children ?? [];
  return (
    <Stack gap="1">
      <Box3 label={page.title} checked={nodeState(page, selected)} onChange={(on) => onToggle(page, on)} />
      {actions.length > 0 ? (
        <Stack gap="1" pl="6" role="group" aria-label={actionsLabel}>
          {actions.map((action) => (
            <Box3 key={action.name} label={action.title} checked={nodeState(action, selected)} onChange={(on) => onToggle(action, on)} />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
