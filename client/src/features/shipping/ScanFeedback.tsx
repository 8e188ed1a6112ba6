/** The big feedback line of the scan screens (green on success, red on a refusal, grey hints) and their scan inputs. */
import { Box, Field, HStack, Input, Text } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';

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

export interface ScanFieldProps {
  id: string;
  label: string;
  inputRef: Ref<HTMLInputElement>;
  value: string;
  onChange: (value: string) => void;
  /** A request is running: the input keeps its text but takes no typing. */
  busy?: boolean;
  disabled?: boolean;
  placeholder?: string;
  inputMode?: 'decimal';
  /** The input takes the row's width (default true). */
  grow?: boolean;
  /** Buttons (and badges) beside the input. */
  children?: ReactNode;
}

/** A big scan input with its label and what stands beside it (a scanner ends each code with Enter). */
export function ScanField({ id, label, inputRef, value, onChange, busy, disabled, placeholder, inputMode, grow = true, children }: ScanFieldProps) {
  return (
    <Field.Root>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <HStack width={grow ? 'full' : undefined}>
        <Input
          id={id}
          ref={inputRef}
          flex={grow ? '1' : undefined}
          size="lg"
          autoComplete="off"
          inputMode={inputMode}
          value={value}
          placeholder={placeholder}
          readOnly={busy}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
        />
        {children}
      </HStack>
    </Field.Root>
  );
}
