import { Searchbar } from '@strapi/design-system';
import * as React from 'react';

interface SearchFormProps {
  /** The search the page URL held when the page opened. */
  initial: string;
  /** Called with the trimmed search when it is submitted, and with '' when it is cleared. */
  onSearch: (value: string) => void;
  label: string;
  placeholder: string;
  clearLabel: string;
}

/** A search box of a list page: it applies on Enter and on clear, not on every key. */
export const SearchForm = ({ initial, onSearch, label, placeholder, clearLabel }: SearchFormProps) => {
  const [search, setSearch] = React.useState(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(search.trim());
      }}
    >
      <Searchbar
        name="q"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        onClear={() => {
          setSearch('');
          onSearch('');
        }}
        clearLabel={clearLabel}
        placeholder={placeholder}
      >
        {label}
      </Searchbar>
    </form>
  );
};
