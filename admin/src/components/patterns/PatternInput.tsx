import { Box, Field, Flex, TextInput, Typography } from '@strapi/design-system';
import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import type { TokenSuggestion } from '../../../../shared/contracts/url-pattern';
import { getTrad } from '../../utils/get-trad';
import { insertToken, matchTokens, tokenAt } from './token-query';

interface PatternInputProps {
  value: string;
  onChange(value: string): void;
  suggestions: TokenSuggestion[];
  /** The server's message for an invalid pattern. */
  error?: string;
  disabled?: boolean;
}

const MAX_SHOWN = 50;

/**
 * The pattern field with token autocomplete: typing `[`, or moving the caret into a token, lists
 * the tokens of the content type that match what is typed. Arrow keys move, Enter or a click
 * inserts, Escape closes. The list is in the flow below the input rather than in a popover, so
 * focus never leaves the input and the modal around it does not clip it.
 */
export const PatternInput = ({ value, onChange, suggestions, error, disabled }: PatternInputProps) => {
  const { formatMessage } = useIntl();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [caret, setCaret] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState(false);

  const query = caret === null ? null : tokenAt(value, caret);
  const matches = query ? matchTokens(suggestions, query.text).slice(0, MAX_SHOWN) : [];
  const open = !dismissed && !disabled && query !== null && matches.length > 0;
  const current = Math.min(active, matches.length - 1);

  // Escape closes the list and leaves the modal around the input open. The modal listens for
  // Escape on the document in the capture phase, so the key is taken on the window, which a
  // keydown event reaches first.
  useEffect(() => {
    if (!open) return undefined;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.target !== input.current) return;
      event.stopPropagation();
      setDismissed(true);
    };
    window.addEventListener('keydown', onEscape, true);
    return () => window.removeEventListener('keydown', onEscape, true);
  }, [open]);

  const track = () => setCaret(input.current?.selectionStart ?? null);

  const pick = (suggestion: TokenSuggestion) => {
    if (!query) return;
    const next = insertToken(value, query, suggestion.token);
    onChange(next.value);
    setCaret(next.caret);
    setDismissed(true);
    // The input re-renders with the new value first; the caret goes after the inserted token.
    requestAnimationFrame(() => input.current?.setSelectionRange(next.caret, next.caret));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };
    if (event.key in moves) {
      event.preventDefault();
      setActive((current + moves[event.key] + matches.length) % matches.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      pick(matches[current]);
    }
  };

  return (
    <Field.Root
      name="pattern"
      required
      error={error}
      hint={formatMessage({
        id: getTrad('patterns.form.pattern.hint'),
        defaultMessage: 'Type [ to insert a token, e.g. /blog/[category.slug]/[title]',
      })}
    >
      <Field.Label>{formatMessage({ id: getTrad('patterns.form.pattern'), defaultMessage: 'Pattern' })}</Field.Label>
      <TextInput
        ref={input}
        value={value}
        disabled={disabled}
        autoComplete="off"
        spellCheck={false}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? `${listId}-${current}` : undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          onChange(event.target.value);
          setCaret(event.target.selectionStart);
          setActive(0);
          setDismissed(false);
        }}
        onKeyDown={onKeyDown}
        onKeyUp={(event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key === 'ArrowLeft' || event.key === 'ArrowRight' || event.key === 'Home' || event.key === 'End') track();
        }}
        onClick={track}
        onBlur={() => setCaret(null)}
      />
      {open && (
        <Box
          id={listId}
          role="listbox"
          aria-label={formatMessage({ id: getTrad('patterns.form.tokens'), defaultMessage: 'Tokens' })}
          marginTop={1}
          borderColor="neutral200"
          hasRadius
          background="neutral0"
          shadow="filterShadow"
          maxHeight="24rem"
          overflow="auto"
        >
          {matches.map((suggestion, i) => (
            <Box
              key={suggestion.token}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === current}
              background={i === current ? 'primary100' : 'neutral0'}
              paddingTop={2}
              paddingBottom={2}
              paddingLeft={4}
              paddingRight={4}
              cursor="pointer"
              // mousedown, not click: the input must keep focus, or blur would close the list first.
              onMouseDown={(event: MouseEvent) => {
                event.preventDefault();
                pick(suggestion);
              }}
              onMouseEnter={() => setActive(i)}
            >
              <Flex justifyContent="space-between" gap={4}>
                <Typography fontWeight={i === current ? 'bold' : 'regular'}>{suggestion.token}</Typography>
                <Typography variant="pi" textColor="neutral600">
                  {suggestion.type}
                </Typography>
              </Flex>
            </Box>
          ))}
        </Box>
      )}
      <Field.Error />
      <Field.Hint />
    </Field.Root>
  );
};
