/**
 * The search-as-you-type combobox behind the kit's record pickers (SkuPicker, ProductPicker): the
 * input, the debounced keyword, the listbox with its loading / failed / empty texts, arrow keys,
 * Enter and Escape, and options listed but not pickable (taken, not allowed here). A picker gives
 * the query (`useOptions`, skipped while the list is closed), how an option looks and its texts.
 *
 *   <SearchPicker useOptions={(keyword, open) => …} renderOption={(o) => …} onPick={…} texts={…} />
 */
import { Box, HStack, Input, Spinner, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/** Waits this long after the last keystroke before searching. */
export const SEARCH_DEBOUNCE_MS = 250;

export interface SearchPickerTexts {
  label: string;
  placeholder: string;
  searching: string;
  none: string;
  failed: string;
}

export interface SearchPickerProps<T extends { id: number }> {
  /** The options for the typed keyword ('' before any); `open` is false while the list is closed. */
  useOptions: (keyword: string, open: boolean) => { options: readonly T[]; loading: boolean; error?: unknown };
  /** The option's content inside its row (image, names, figures). */
  renderOption: (option: T) => ReactNode;
  onPick: (option: T) => void;
  /** Listed but greyed out and not picked (default: every option may be picked). */
  pickable?: (option: T) => boolean;
  /** Why an option cannot be picked (its tooltip). */
  optionTitle?: (option: T) => string | undefined;
  texts: SearchPickerTexts;
  /** Overrides `texts.placeholder`. */
  placeholder?: string;
  disabled?: boolean;
  'aria-label'?: string;
}

export function SearchPicker<T extends { id: number }>({
  useOptions,
  renderOption,
  onPick,
  pickable = () => true,
  optionTitle,
  texts,
  placeholder,
  disabled,
  'aria-label': ariaLabel,
}: SearchPickerProps<T>) {
  const listId = useId();
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    const timer = setTimeout(() => setKeyword(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const { options, loading, error } = useOptions(keyword, open);

  const pick = (o: T) => {
    if (!pickable(o)) return;
    onPick(o);
    setText('');
    setOpen(false);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((a) => Math.min(a + 1, Math.max(options.length - 1, 0)));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const o = options[active];
      if (open && o) pick(o);
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <Box position="relative" width="full" maxW="md">
      <Input
        size="sm"
        role="combobox"
        aria-label={ariaLabel ?? texts.label}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        placeholder={placeholder ?? texts.placeholder}
        value={text}
        disabled={disabled}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        // a click on an option lands after blur: close a moment later
        onBlur={() => {
          closeTimer.current = setTimeout(() => setOpen(false), 150);
        }}
        onKeyDown={onKeyDown}
      />
      {open ? (
        <Box
          id={listId}
          role="listbox"
          position="absolute"
          top="100%"
          left="0"
          right="0"
          zIndex="dropdown"
          mt="1"
          bg="bg.panel"
          borderWidth="1px"
          rounded="md"
          shadow="md"
          maxH="72"
          overflowY="auto"
        >
          {error && !options.length ? (
            <Text p="2" textStyle="sm" color="fg.error">
              {texts.failed}
            </Text>
          ) : loading && !options.length ? (
            <HStack p="2" textStyle="sm" color="fg.muted">
              <Spinner size="xs" />
              <Text>{texts.searching}</Text>
            </HStack>
          ) : !options.length ? (
            <Text p="2" textStyle="sm" color="fg.muted">
              {texts.none}
            </Text>
          ) : (
            options.map((o, i) => (
              <HStack
                key={o.id}
                role="option"
                aria-selected={i === active}
                aria-disabled={!pickable(o)}
                title={optionTitle?.(o)}
                px="2"
                py="1.5"
                gap="2"
                cursor={pickable(o) ? 'pointer' : 'not-allowed'}
                opacity={pickable(o) ? 1 : 0.5}
                bg={i === active ? 'bg.muted' : undefined}
                onMouseEnter={() => setActive(i)}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(o)}
              >
                {renderOption(o)}
              </HStack>
            ))
          )}
        </Box>
      ) : null}
    </Box>
  );
}
