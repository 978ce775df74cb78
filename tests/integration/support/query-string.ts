/**
 * The query string that Strapi's parser (qs, `strictNullHandling`) reads back as `query`:
 * nested keys in brackets, arrays by index, `null` as a key without `=`.
 */
export const toQueryString = (query: Readonly<Record<string, unknown>>): string => {
  const parts: string[] = [];
  const walk = (value: unknown, key: string) => {
    if (value === null) parts.push(key);
    else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${key}[${index}]`));
    else if (typeof value === 'object') {
      for (const [name, item] of Object.entries(value)) walk(item, `${key}[${encodeURIComponent(name)}]`);
    } else parts.push(`${key}=${encodeURIComponent(String(value))}`);
  };
  for (const [name, value] of Object.entries(query)) walk(value, encodeURIComponent(name));
  return parts.join('&');
};
