/**
 * A bar of how far something has gone (saving many rows, signing parcels, scanning, an import):
 * Chakra's Progress root with its track and range. `value` null = still going, amount unknown;
 * `children` (a `Progress.Label`) stand above the bar.
 */
import { Progress } from '@chakra-ui/react';

export function ProgressBar({ children, ...root }: Progress.RootProps) {
  return (
    <Progress.Root {...root}>
      {children}
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
