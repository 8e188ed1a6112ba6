/** The product's name and mark, as a link (public header, phone header). */
import { Icon, Link, Text, type LinkProps } from '@chakra-ui/react';
import { LuBoxes } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { useT } from '../i18n';

export interface BrandLinkProps extends Omit<LinkProps, 'children'> {
  to: string;
  /** The mark's size. */
  iconSize: '5' | '6';
  /** The link's accessible name when it is not the product name. */
  name?: string;
}

export function BrandLink({ to, iconSize, name, ...link }: BrandLinkProps) {
  const t = useT();
  return (
    <Link asChild fontWeight="bold" color="teal.700" _hover={{ textDecoration: 'none' }} minW="0" {...link}>
      <RouterLink to={to} aria-label={name}>
        <Icon boxSize={iconSize} flexShrink={0}>
          <LuBoxes />
        </Icon>
        <Text as="span" truncate>
          {t('app.name')}
        </Text>
      </RouterLink>
    </Link>
  );
}
