/**
 * /messageNoticeConfig (spec 01 §2 'Shell' → Message settings): for each notice type, whether
 * the user receives it and its popup level (HIGH stays until closed, MIDDLE 5 s, LOW none).
 * Changes are saved together; a refused row shows its error beside it.
 */
import { Box, Button, Field, Switch, Table, Text, VStack } from '@chakra-ui/react';
import { NOTICE_GROUPS, NOTICE_LEVELS } from '@erp/schema';
import { useEffect, useMemo, useState } from 'react';
import { ChoiceSelect } from '../../ui/ChoiceSelect';
import { EmptyPicture, SkeletonRows, toastError, toastSuccess, useMessageText, useUiText } from '../../ui';
import { useFeatureText } from '../../i18n/featureIntl';
import { featurePage, PageFrame } from '../../ui/FeatureScope';
import { showFailure } from '../../ui/resource';
import { useNoticeSettingCommands, useNoticeSettings, type NoticeSettingRow } from './hooks';
import { messageCenterMessages } from './messages';

export const MessageNoticeConfigPage = featurePage(messageCenterMessages, MessageNoticeConfigScreen);

interface Draft {
  level: string;
  enabled: boolean;
}

/**
 * Field errors of a save → row type → messages. The input is the list of rows, so a field
 * names the row by its position (`input.3.level`, `3.level`, `[3].level`).
 */
export function rowErrors(fieldErrors: Record<string, string[]>, rows: readonly { type: string }[]): { byType: Record<string, string[]>; rest: string[] } {
  const byType: Record<string, string[]> = {};
  const rest: string[] = [];
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const index = /(?:^|[.[])(\d+)(?:[\].]|$)/.exec(field);
    const row = index ? rows[Number(index[1])] : undefined;
    if (row) (byType[row.type] ??= []).push(...messages);
    else rest.push(...messages);
  }
  return { byType, rest };
}

function MessageNoticeConfigScreen() {
  const t = useFeatureText(messageCenterMessages);
  const ui = useUiText();
  const messageText = useMessageText();
  const { settings, loaded, loading, error, refetch } = useNoticeSettings();
  const { update: updateSettings, busy: saving } = useNoticeSettingCommands();
  const [draft, setDraft] = useState<Record<string, Draft>>({});
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  const initial = useMemo(() => Object.fromEntries(settings.map((s) => [s.type, { level: s.level, enabled: s.enabled }])), [settings]);
  useEffect(() => {
    setDraft(initial);
  }, [initial]);

  const rows = settings;
  const valueOf = (s: NoticeSettingRow): Draft => draft[s.type] ?? { level: s.level, enabled: s.enabled };
  const dirty = rows.some((s) => {
    const d = valueOf(s);
    return d.level !== s.level || d.enabled !== s.enabled;
  });
  // group names are the server's (notice.group.*), the same the bell's tabs show
  const groupLabel = (group: string) => ((NOTICE_GROUPS as readonly string[]).includes(group) ? messageText(`notice.group.${group}`) : group);

  const change = (type: string, next: Partial<Draft>) => {
    setDraft((prev) => ({ ...prev, [type]: { ...(prev[type] ?? initial[type] ?? { level: 'MIDDLE', enabled: true }), ...next } }));
    setErrors((prev) => {
      if (!prev[type]) return prev;
      const { [type]: _dropped, ...others } = prev;
      return others;
    });
  };

  const save = async () => {
    if (!dirty) {
      toastSuccess(t('msgCenter.config.unchanged'));
      return;
    }
    const input = rows.map((s) => ({ type: s.type, ...valueOf(s) }));
    const outcome = await updateSettings({ input }, { quiet: true });
    if (outcome.ok) {
      setErrors({});
      toastSuccess(t('msgCenter.config.saved'));
      void refetch();
      return;
    }
    const { byType, rest } = rowErrors(outcome.fieldErrors, input);
    setErrors(byType);
    if (Object.keys(byType).length > 0) {
      const texts = [...new Set([outcome.message, ...rest].filter(Boolean))];
      toastError(texts.length > 0 ? texts.join(' ') : t('msgCenter.config.saveFailed'));
    } else {
      showFailure({ ...outcome, fieldErrors: {} }, t('msgCenter.config.saveFailed'));
      if (rest.length > 0) toastError(rest.join(' '));
    }
  };

  let body;
  if (error && !loaded) {
    body = (
      <Table.Row>
        <Table.Cell colSpan={4}>
          <VStack py="8" gap="3" role="alert">
            <Text color="fg.error">{ui('ui.common.loadFailed')}</Text>
            {error.message ? (
              <Text color="fg.muted" textStyle="sm">
                {error.message}
              </Text>
            ) : null}
            <Button size="sm" variant="outline" onClick={refetch}>
              {ui('ui.common.retry')}
            </Button>
          </VStack>
        </Table.Cell>
      </Table.Row>
    );
  } else if (loading && !loaded) {
    body = <SkeletonRows rows={4} columns={4} />;
  } else if (rows.length === 0) {
    body = (
      <Table.Row>
        <Table.Cell colSpan={4}>
          <VStack py="8" gap="2">
            <EmptyPicture />
            <Text color="fg.muted">{t('msgCenter.config.empty')}</Text>
          </VStack>
        </Table.Cell>
      </Table.Row>
    );
  } else {
    body = rows.map((s) => {
      const d = valueOf(s);
      const rowError = errors[s.type];
      return (
        <Table.Row key={s.type} data-type={s.type} aria-invalid={rowError ? true : undefined}>
          <Table.Cell fontWeight="medium">{s.typeName}</Table.Cell>
          <Table.Cell>{groupLabel(s.group)}</Table.Cell>
          <Table.Cell>
            <Field.Root invalid={Boolean(rowError)}>
              <ChoiceSelect
                width="64"
                disabled={!d.enabled}
                aria-label={t('msgCenter.config.levelLabel', { type: s.typeName })}
                value={d.level}
                onChange={(level) => change(s.type, { level })}
                options={NOTICE_LEVELS.map((level) => ({ value: level, label: t(`msgCenter.level.${level}`) }))}
              />
              {rowError ? <Field.ErrorText>{rowError.join(' ')}</Field.ErrorText> : null}
            </Field.Root>
          </Table.Cell>
          <Table.Cell>
            <Switch.Root checked={d.enabled} onCheckedChange={(e) => change(s.type, { enabled: e.checked })} colorPalette="teal" size="sm">
              <Switch.HiddenInput aria-label={t('msgCenter.config.enabledLabel', { type: s.typeName })} />
              <Switch.Control>
                <Switch.Thumb />
              </Switch.Control>
            </Switch.Root>
          </Table.Cell>
        </Table.Row>
      );
    });
  }

  return (
    <PageFrame
      title={t('msgCenter.config.title')}
      description={t('msgCenter.config.description')}
      actions={
        <>
          <Button size="sm" variant="outline" disabled={!dirty || saving} onClick={() => setDraft(initial)}>
            {t('msgCenter.config.reset')}
          </Button>
          <Button size="sm" colorPalette="teal" loading={saving} disabled={!loaded} onClick={() => void save()}>
            {t('msgCenter.config.save')}
          </Button>
        </>
      }
    >
      <Box>
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-label={t('msgCenter.config.title')} aria-busy={loading || undefined}>
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader>{t('msgCenter.config.col.type')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('msgCenter.config.col.group')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('msgCenter.config.col.level')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('msgCenter.config.col.enabled')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>{body}</Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Box>
    </PageFrame>
  );
}
