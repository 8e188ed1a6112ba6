/**
 * Status tabs above a list ("all" first by convention), each label with its count in a badge of its
 * own, so labels never run together ("Awaiting payment 1 | Processing 193"). The list scrolls
 * sideways by itself when the tabs are wider than the page. `useListScreen({ tabs })` keeps the
 * chosen tab in the URL.
 *
 *   <StatusTabs value={screen.tab} onChange={screen.setTab} tabs={TABS} label={(s) => t(`status.${s}`)} count={(s) => counts?.[s]} />
 */
import { Badge, Tabs } from '@chakra-ui/react';
import { useUiText } from '../useUiText';

export interface StatusTabsProps<S extends string> {
  value: S;
  tabs: readonly S[];
  label: (tab: S) => string;
  /** The tab's count (undefined while unknown: no badge). */
  count?: (tab: S) => number | null | undefined;
  onChange: (tab: S) => void;
  'aria-label'?: string;
}

export function StatusTabs<S extends string>({ value, tabs, label, count, onChange, 'aria-label': ariaLabel }: StatusTabsProps<S>) {
  const ui = useUiText();
  return (
    <Tabs.Root value={value} onValueChange={(d) => onChange(d.value as S)} variant="line" size="sm">
      <Tabs.List overflowX="auto" overflowY="hidden" flexWrap="nowrap" maxW="full" aria-label={ariaLabel} css={{ scrollbarWidth: 'thin' }}>
        {tabs.map((tab) => {
          const n = count?.(tab);
          return (
            <Tabs.Trigger
              key={tab}
              value={tab}
              flexShrink={0}
              gap="1.5"
              px="3"
              aria-label={n !== undefined && n !== null ? ui('ui.tabs.count', { label: label(tab), count: n }) : undefined}
            >
              {label(tab)}
              {n !== undefined && n !== null ? (
                <Badge size="sm" variant={tab === value ? 'solid' : 'subtle'} colorPalette={tab === value ? 'teal' : 'gray'} aria-hidden>
                  {n}
                </Badge>
              ) : null}
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
    </Tabs.Root>
  );
}
