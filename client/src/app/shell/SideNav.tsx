import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { MARKETPLACE_LABELS, type PermissionName } from '@erp/schema';
import { Link as RouterLink, useLocation } from 'react-router';
import type { MenuNode } from '../../api/session';
import { useLang, useT, type MessageId } from '../../i18n';
import { usePermissions } from '../session';
import { listingLinks, listingLinkText, marketplaceOf, menuPathFor, visibleNodes } from './menuModel';

interface NavItem {
  key: string;
  title: string;
  path: string;
  suffix?: string;
}

/** Second-level children of a node; a marketplace list page gets its listing pages (those the user may open). */
function childrenOf(node: MenuNode, t: (id: MessageId) => string, lang: 'zh' | 'en', may: (permission: PermissionName) => boolean): NavItem[] {
  const m = marketplaceOf(node);
  if (m) {
    return listingLinks(m, may).map((link) => ({
      key: `${node.id}-${link.path}`,
      title: listingLinkText(link, t, lang),
      path: link.path,
      suffix: link.tabSuffix,
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
  const [lang] = useLang();
  const may = usePermissions().has;
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
            // a marketplace: its list page, expanded to its listing pages while one of them is open
            const open = menuPathFor(pathname) === node.path;
            const label = MARKETPLACE_LABELS[m];
            return (
              <Box key={node.id}>
                <NavLink item={{ key: String(node.id), title: node.meta.title, path: node.path, suffix: label }} current={open ? '' : pathname} depth={1} />
                {open ? childrenOf(node, t, lang, may).map((c) => <NavLink key={c.key} item={c} current={pathname} depth={2} />) : null}
              </Box>
            );
          }
          const children = childrenOf(node, t, lang, may);
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
