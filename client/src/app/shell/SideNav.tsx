import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { MARKETPLACE_LABELS } from '@erp/schema';
import { Link as RouterLink, useLocation } from 'react-router';
import type { MenuNode } from '../../api/session';
import { useT, type MessageId } from '../../i18n';
import { marketplaceOf, visibleNodes } from './menuModel';

const LISTING_CHILDREN: [suffix: string, id: MessageId][] = [
  ['', 'shell.listing.list'],
  ['Draft', 'shell.listing.draft'],
  ['Online', 'shell.listing.online'],
  ['Queue', 'shell.listing.queue'],
];

interface NavItem {
  key: string;
  title: string;
  path: string;
  suffix?: string;
}

/** Second-level children of a node; a marketplace list page gets its four listing pages. */
function childrenOf(node: MenuNode, t: (id: MessageId) => string): NavItem[] {
  const m = marketplaceOf(node);
  if (m) {
    return LISTING_CHILDREN.map(([suffix, id]) => ({
      key: `${node.id}-${suffix}`,
      title: t(id),
      path: `/${m}Listing${suffix}`,
      suffix: MARKETPLACE_LABELS[m],
    }));
  }
  return visibleNodes(node.children).map((c) => ({ key: String(c.id), title: c.meta.title, path: c.path }));
}

function NavLink({ item, current, depth }: { item: NavItem; current: string; depth: 1 | 2 }) {
  const active = item.path === current;
  return (
    <Link
      asChild
      variant="plain"
      display="block"
      px="3"
      py="1.5"
      ps={depth === 2 ? '7' : '3'}
      borderRadius="md"
      textStyle="sm"
      bg={active ? 'teal.50' : undefined}
      color={active ? 'teal.700' : 'fg'}
      fontWeight={active ? 'semibold' : 'normal'}
      _hover={{ bg: active ? 'teal.50' : 'bg.muted' }}
    >
      <RouterLink to={item.path} state={item.suffix ? { tabSuffix: item.suffix } : undefined} aria-current={active ? 'page' : undefined}>
        {item.title}
      </RouterLink>
    </Link>
  );
}

/** The active system's second-level menu, nested up to two levels, hidden items skipped. */
export function SideNav({ system }: { system: MenuNode }) {
  const t = useT();
  const { pathname } = useLocation();
  const items = visibleNodes(system.children);
  return (
    <Box
      as="nav"
      aria-label={t('shell.sideNav')}
      w={{ base: '48', '2xl': '56' }}
      flexShrink={0}
      borderEndWidth="1px"
      bg="bg"
      overflowY="auto"
      py="3"
      px="2"
      data-testid="side-nav"
    >
      <Text px="3" pb="2" fontWeight="bold" textStyle="sm" color="fg.muted">
        {system.meta.title}
      </Text>
      <Stack gap="0.5">
        {items.map((node) => {
          const m = marketplaceOf(node);
          if (m) {
            // a marketplace: its list page, expanded to its four listing pages while one is open
            const open = pathname.startsWith(`/${m}Listing`) && /^(Draft|Online|Queue)?$/.test(pathname.slice(`/${m}Listing`.length));
            const label = MARKETPLACE_LABELS[m];
            return (
              <Box key={node.id}>
                <NavLink item={{ key: String(node.id), title: node.meta.title, path: node.path, suffix: label }} current={open ? '' : pathname} depth={1} />
                {open ? childrenOf(node, t).map((c) => <NavLink key={c.key} item={c} current={pathname} depth={2} />) : null}
              </Box>
            );
          }
          const children = childrenOf(node, t);
          if (children.length === 0) {
            return <NavLink key={node.id} item={{ key: String(node.id), title: node.meta.title, path: node.path }} current={pathname} depth={1} />;
          }
          return (
            <Box key={node.id} role="group" aria-label={node.meta.title}>
              <Text px="3" pt="2" pb="1" textStyle="xs" fontWeight="semibold" color="fg.muted">
                {node.meta.title}
              </Text>
              {children.map((c) => (
                <NavLink key={c.key} item={c} current={pathname} depth={2} />
              ))}
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
