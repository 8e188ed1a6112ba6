/**
 * A big figure over its label, as an outlined button (`onClick`) or a link (`to`): the dashboard's
 * figure cards and the phone home's tiles. `name` is its accessible name (usually "label value").
 */
import { Button, Text, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export interface FigureTileProps extends Omit<ButtonProps, 'children' | 'value'> {
  label: string;
  value: ReactNode;
  /** The accessible name. */
  name: string;
  /** Shows the figure in orange. */
  warning?: boolean;
  /** The figure's text style (`2xl` unless told). */
  size?: '2xl' | 'xl';
  /** Opens this path (a link) instead of being a button. */
  to?: string;
}

const TILE = {
  variant: 'outline',
  height: 'auto',
  py: '3',
  px: '3',
  flexDirection: 'column',
  alignItems: 'start',
  justifyContent: 'flex-start',
  gap: '1',
  whiteSpace: 'normal',
  textAlign: 'start',
} as const;

export function FigureTile({ label, value, name, warning, size = '2xl', to, ...button }: FigureTileProps) {
  const body = (
    <>
      <Text textStyle={size} fontWeight="semibold" lineHeight="short" color={warning ? 'orange.fg' : 'fg'}>
        {value}
      </Text>
      <Text textStyle="xs" color="fg.muted">
        {label}
      </Text>
    </>
  );
  if (to) {
    return (
      <Button asChild {...TILE} {...button}>
        <RouterLink to={to} aria-label={name}>
          {body}
        </RouterLink>
      </Button>
    );
  }
  return (
    <Button {...TILE} aria-label={name} {...button}>
      {body}
    </Button>
  );
}
