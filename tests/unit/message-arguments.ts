import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

const KINDS: Partial<Record<TYPE, string>> = {
  [TYPE.argument]: 'argument',
  [TYPE.number]: 'number',
  [TYPE.date]: 'date',
  [TYPE.time]: 'time',
  [TYPE.select]: 'select',
  [TYPE.plural]: 'plural',
  [TYPE.tag]: 'tag',
};

const collect = (elements: MessageFormatElement[], found: Set<string>): Set<string> => {
  for (const element of elements) {
    const kind = KINDS[element.type];
    if (kind && 'value' in element) found.add(`${element.value} (${kind})`);
    // Plural and select branches may hold arguments of their own; tags wrap a message.
    if ('options' in element) for (const option of Object.values(element.options)) collect(option.value, found);
    if (element.type === TYPE.tag) collect(element.children, found);
  }
  return found;
};

/**
 * The arguments an ICU message takes, as `name (kind)`, sorted: what a translation of it must
 * take too. Plural branch names are left out: each language has its own plural categories.
 * Throws on a message react-intl could not format.
 */
export const messageArguments = (message: string): string[] => [...collect(parse(message), new Set())].sort();
