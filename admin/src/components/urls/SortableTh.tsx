import { IconButton, Th, Typography } from '@strapi/design-system';
import { CaretDown } from '@strapi/icons';
import { useIntl } from 'react-intl';
import type { AdminAliasSortField } from '../../../../shared/contracts/url-alias';
import { getTrad } from '../../utils/get-trad';

/** The list's sort as the URL query holds it: a column and a direction. */
export interface Sort {
  field: AdminAliasSortField;
  direction: 'asc' | 'desc';
}

interface SortableThProps {
  field: AdminAliasSortField;
  label: string;
  sort: Sort;
  onSort(sort: Sort): void;
}

/** A column header that sorts by its column; a second click reverses the direction. */
export const SortableTh = ({ field, label, sort, onSort }: SortableThProps) => {
  const { formatMessage } = useIntl();
  const active = sort.field === field;
  const next: Sort = { field, direction: active && sort.direction === 'asc' ? 'desc' : 'asc' };
  const sortLabel = formatMessage({ id: getTrad('urls.table.sortBy'), defaultMessage: 'Sort on {label}' }, { label });
  return (
    <Th
      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      action={
        active && (
          <IconButton label={sortLabel} onClick={() => onSort(next)} variant="ghost">
            <CaretDown style={{ transform: sort.direction === 'asc' ? 'rotate(180deg)' : undefined }} />
          </IconButton>
        )
      }
    >
      <Typography
        tag="button"
        type="button"
        variant="sigma"
        textColor="neutral600"
        onClick={() => onSort(next)}
        style={{ cursor: 'pointer', background: 'none', border: 'none', padding: 0 }}
      >
        {label}
      </Typography>
    </Th>
  );
};
