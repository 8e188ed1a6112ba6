import { Box, Heading, List, SimpleGrid, Text } from '@chakra-ui/react';
import type { MenuNode } from '../../api/session';

function visible(nodes: MenuNode[]): MenuNode[] {
  return nodes.filter((n) => !n.hidden);
}

/** Pages under a system: leaves (and nested groups flattened one level with their title). */
function PageList({ nodes }: { nodes: MenuNode[] }) {
  const items = visible(nodes);
  if (items.length === 0) return null;
  return (
    <List.Root gap="1" ps="4" textStyle="sm">
      {items.map((node) => (
        <List.Item key={node.id}>
          {node.meta.title}
          {node.children.length > 0 ? <PageList nodes={node.children} /> : null}
        </List.Item>
      ))}
    </List.Root>
  );
}

/** The menu tree from user/routes as a plain list of systems and their pages (the shell comes later). */
export function MenuTree({ menu, emptyText }: { menu: MenuNode[]; emptyText: string }) {
  const systems = visible(menu);
  if (systems.length === 0) return <Text color="fg.muted">{emptyText}</Text>;
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
      {systems.map((system) => (
        <Box key={system.id} borderWidth="1px" borderRadius="md" p="4" bg="bg" as="section" aria-label={system.meta.title}>
          <Heading size="sm" as="h3" mb="2">
            {system.meta.title}
          </Heading>
          <PageList nodes={system.children} />
        </Box>
      ))}
    </SimpleGrid>
  );
}
