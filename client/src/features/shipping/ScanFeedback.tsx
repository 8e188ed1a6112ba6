/** The big feedback line of the scan screens (green on success, red on a refusal, grey hints) and their scan inputs. */
import { Box, Field, HStack, Input, Text } from '@chakra-ui/react';
import { useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';

export type Feedback = { kind: 'success' | 'error' | 'info'; text: string };

const COLORS = {
  success: { bg: 'green.solid', fg: 'white' },
  error: { bg: 'red.solid', fg: 'white' },
  info: { bg: 'bg.muted', fg: 'fg' },
} as const;

export function ScanFeedback({ feedback }: { feedback: Feedback }) {
  const c = COLORS[feedback.kind];
  return (
    <Box
      role={feedback.kind === 'error' ? 'alert' : 'status'}
      aria-live={feedback.kind === 'error' ? 'assertive' : 'polite'}
      data-kind={feedback.kind}
      bg={c.bg}
      color={c.fg}
      borderRadius="md"
      px="5"
      py="4"
    >
      <Text fontSize={{ base: 'lg', md: '2xl' }} fontWeight="bold">
        {feedback.text}
      </Text>
    </Box>
  );
}

/** A scan input's text and element (focused again after each scan). */
export interface ScanInput {
  inputRef: RefObject<HTMLInputElement | null>;
  value: string;
  set: (value: string) => void;
}

/** The state of one scan input, for a `ScanField`. */
export function useScanInput(): ScanInput {
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, set] = useState('');
  return { inputRef, value, set };
}

export interface ScanFieldProps {
  id: string;
  label: string;
  /** The input's text and element (`useScanInput()`). */
  scan: ScanInput;
  /** A request is running: the input keeps its text but takes no typing. */
  busy?: boolean;
  disabled?: boolean;
  placeholder?: string;
  inputMode?: 'decimal';
  /** The input takes the row's width (default true). */
  grow?: boolean;
  /** Buttons (and badges) beside the input. */
  children?: ReactNode;
  /** The field's share of a row of fields (`flex`, `minW`). */
  rootProps?: Field.RootProps;
}

/** A big scan input with its label and what stands beside it (a scanner ends each code with Enter). */
export function ScanField({ id, label, scan, busy, disabled, placeholder, inputMode, grow = true, children, rootProps }: ScanFieldProps) {
  return (
    <Field.Root {...rootProps}>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <HStack width={grow ? 'full' : undefined}>
        <Input
          id={id}
          ref={scan.inputRef}
          flex={grow ? '1' : undefined}
          size="lg"
          autoComplete="off"
          inputMode={inputMode}
          value={scan.value}
          placeholder={placeholder}
          readOnly={busy}
          disabled={disabled}
          onChange={(e) => scan.set(e.target.value)}
        />
        {children}
      </HStack>
    </Field.Root>
  );
}

/** A `ScanField` in a form of its own: Enter (a scanner's end of code) submits it. */
export function ScanForm({ onSubmit, ...field }: ScanFieldProps & { onSubmit: (e: FormEvent) => unknown }) {
  return (
    <form onSubmit={onSubmit}>
      <ScanField {...field} />
    </form>
  );
}
