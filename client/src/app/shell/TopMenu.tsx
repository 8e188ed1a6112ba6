import { Box, Button, Flex, Heading, HStack, Link, Popover, Portal, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { MARKETPLACE_LABELS, PLATFORM_TYPES, platformName, type PlatformName } from '@erp/schema';
import { useState } from 'react';
import { LuChevronDown } from '../icons';
import { Link as RouterLink, useLocation } from 'react-router';
import type { MenuNode } from '../../api/session';
import { useLang, useT } from '../../i18n';
import { usePermissions, useSessionRoutes } from '../session';
import { PlatformIcon } from './PlatformIcon';
import { listingLinks, listingLinkText, locateInMenu, publishedModel, PUBLISHED_SYSTEM, visibleNodes } from './menuModel';
import { useNoShopPlatformTypes } from './useNoShopPlatformTypes';

/**
 * Narrower than 1536 px (Chakra's 2xl) the top menu goes compact so the English menu fits at
 * 1366 px: tighter padding, smaller text and no chevrons (issue 16).
 */
const COMPACT = { px: { base: '1.5', xl: '2', '2xl': '3' }, textStyle: { base: 'xs', xl: 'sm' }, flexShrink: 0 } as const;

function Chevron() {
  return (
    <Box as="span" display={{ base: 'none', '2xl': 'inline-flex' }} aria-hidden>
      <LuChevronDown />
    </Box>
  );
}

/** A menu entry: a router link that closes its popover. */
function MenuLink({ to, children, onClick, suffix }: { to: string; children: React.ReactNode; onClick: () => void; suffix?: string }) {
  return (
    <Link asChild textStyle="sm" color="fg" _hover={{ color: 'teal.600' }} variant="plain">
      <RouterLink to={to} state={suffix ? { tabSuffix: suffix } : undefined} onClick={onClick}>
        {children}
      </RouterLink>
    </Link>
  );
}

function SystemPanel({ system, close }: { system: MenuNode; close: () => void }) {
  const items = visibleNodes(system.children);
  return (
    <SimpleGrid columns={{ base: 1, md: items.some((i) => visibleNodes(i.children).length > 0) ? 3 : 2 }} gap="2" minW="xs">
      {items.map((item) => {
        const children = visibleNodes(item.children);
        if (children.length === 0) {
          return (
            <MenuLink key={item.id} to={item.path} onClick={close}>
              {item.meta.title}
            </MenuLink>
          );
        }
        return (
          <Stack key={item.id} gap="1">
            <Text fontWeight="semibold" textStyle="xs" color="fg.muted">
              {item.meta.title}
            </Text>
            {children.map((c) => (
              <MenuLink key={c.id} to={c.path} onClick={close}>
                {c.meta.title}
              </MenuLink>
            ))}
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}

function PublishedPanel({ system, close }: { system: MenuNode; close: () => void }) {
  const t = useT();
  const model = publishedModel(system);
  const noShop = useNoShopPlatformTypes();
  const permissions = usePermissions();
  const [lang] = useLang();
  return (
    <Stack gap="4" maxW="4xl" data-testid="published-panel">
      {model.sections.length > 0 ? (
        <SimpleGrid columns={{ base: 1, md: model.sections.length }} gap="4">
          {model.sections.map((section) => (
            <Stack key={section.key} gap="1" as="section" aria-label={t(`shell.published.${section.key}`)}>
              <Text fontWeight="semibold" textStyle="xs" color="fg.muted">
                {t(`shell.published.${section.key}`)}
              </Text>
              {section.items.map((item) => (
                <MenuLink key={item.id} to={item.path} onClick={close}>
                  {item.meta.title}
                </MenuLink>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
      ) : null}
      {model.platforms.length > 0 ? (
        <Stack gap="2" as="section" aria-label={t('shell.published.platforms')}>
          <Text fontWeight="semibold" textStyle="xs" color="fg.muted">
            {t('shell.published.platforms')}
          </Text>
          <SimpleGrid columns={{ base: 2, md: 4, lg: 5 }} gap="2">
            {model.platforms.map(({ marketplace, label, node }) => (
              <Box key={node.id} borderWidth="1px" borderRadius="md" p="2" data-platform={marketplace}>
                <HStack gap="2" mb="1">
                  <PlatformIcon marketplace={marketplace} />
                  <MenuLink to={node.path} onClick={close} suffix={label}>
                    <Text as="span" fontWeight="medium">
                      {label}
                    </Text>
                  </MenuLink>
                </HStack>
                <Wrap gap="2">
                  {listingLinks(marketplace, permissions.has)
                    .filter((link) => link.path !== node.path)
                    .map((link) => (
                      <MenuLink key={link.path} to={link.path} onClick={close} suffix={link.tabSuffix}>
                        <Text as="span" textStyle="xs" color="fg.muted">
                          {listingLinkText(link, t, lang)}
                        </Text>
                      </MenuLink>
                    ))}
                </Wrap>
              </Box>
            ))}
          </SimpleGrid>
        </Stack>
      ) : null}
      {noShop.length > 0 ? (
        <Stack gap="2" as="section" aria-label={t('shell.published.noShopPlatformTypes')} data-testid="no-shop-platforms">
          <Text textStyle="xs" color="fg.muted">
            {t('shell.published.noShopPlatformTypes')}
          </Text>
          <Wrap gap="2">
            {noShop
              .map((type) => platformName(type))
              .filter((m): m is PlatformName => m !== undefined)
              .map((m) => (
                <Link key={m} asChild variant="plain" title={MARKETPLACE_LABELS[m]} aria-label={MARKETPLACE_LABELS[m]}>
                  <RouterLink to="/shops" onClick={close} data-platform-type={PLATFORM_TYPES[m]}>
                    <Box opacity={0.6} _hover={{ opacity: 1 }}>
                      <PlatformIcon marketplace={m} size={6} />
                    </Box>
                  </RouterLink>
                </Link>
              ))}
          </Wrap>
        </Stack>
      ) : null}
    </Stack>
  );
}

function SystemPopover({ system, active }: { system: MenuNode; active: boolean }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Popover.Root open={open} onOpenChange={(e) => setOpen(e.open)} positioning={{ placement: 'bottom-start' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          h="full"
          {...COMPACT}
          color={active ? 'teal.700' : 'fg'}
          fontWeight={active ? 'bold' : 'medium'}
          borderBottomWidth="2px"
          borderBottomColor={active ? 'teal.500' : 'transparent'}
          borderRadius="0"
          data-system={system.name}
          aria-current={active ? 'true' : undefined}
        >
          {system.meta.title}
          <Chevron />
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="auto" maxW="90vw" maxH="80vh" overflowY="auto">
            <Popover.Body>
              <Heading as="h2" size="sm" mb="3">
                {system.meta.title}
              </Heading>
              {system.name === PUBLISHED_SYSTEM ? <PublishedPanel system={system} close={close} /> : <SystemPanel system={system} close={close} />}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

/** Home plus one popover per visible top-level system of the menu tree. */
export function TopMenu() {
  const t = useT();
  const routes = useSessionRoutes();
  const location = useLocation();
  const systems = visibleNodes(routes?.menu);
  const activeSystem = routes ? locateInMenu(routes.menu, location.pathname)?.system.name : undefined;
  const onHome = location.pathname === '/home';
  return (
    <Flex
      as="nav"
      aria-label={t('shell.topNav')}
      gap={{ base: '0', '2xl': '1' }}
      align="stretch"
      flex="1"
      minW="0"
      // only below ~1100 px can the systems still outgrow the bar: then it scrolls (thin bar)
      overflowX="auto"
      css={{ scrollbarWidth: 'thin' }}
      data-testid="top-menu"
    >
      <Button
        asChild
        variant="ghost"
        size="sm"
        h="full"
        {...COMPACT}
        borderRadius="0"
        fontWeight={onHome ? 'bold' : 'medium'}
        color={onHome ? 'teal.700' : 'fg'}
        borderBottomWidth="2px"
        borderBottomColor={onHome ? 'teal.500' : 'transparent'}
      >
        <RouterLink to="/home" aria-current={onHome ? 'page' : undefined}>
          {t('shell.home')}
        </RouterLink>
      </Button>
      {systems.map((system) => (
        <SystemPopover key={system.id} system={system} active={system.name === activeSystem} />
      ))}
    </Flex>
  );
}
