import { Button, Field, Flex, Typography, VisuallyHidden } from '@strapi/design-system';
import { Upload } from '@strapi/icons';
import { useRef, type ReactNode } from 'react';

/** A file picked for an import, with the format its name announces (`other` when it is neither CSV nor JSON). */
export interface PickedFile {
  name: string;
  format: 'csv' | 'json' | 'other';
  content: string;
}

/**
 * Reads a picked file; null for anything but a .csv or a .json file, unless `anyFile` (an import
 * whose server tells the format from the file, such as a host's `_redirects` or `.htaccess`).
 */
export const readImportFile = async (file: File, anyFile = false): Promise<PickedFile | null> => {
  const extension = file.name.toLowerCase().split('.').pop();
  const format = extension === 'csv' || extension === 'json' ? extension : 'other';
  if (format === 'other' && !anyFile) return null;
  return { name: file.name, format, content: await file.text() };
};

interface ImportFileFieldProps {
  /** The texts, already translated. */
  label: string;
  hint: string;
  choose: string;
  error?: string;
  busy: boolean;
  /** The name of the file picked last, shown beside the button. */
  pickedName?: string;
  onPick(file: File | undefined): void;
  /** More buttons after the file name. */
  children?: ReactNode;
  /** The file picker's filter: CSV and JSON unless given. */
  accept?: string;
}

/** The file field of an import (of paths, of redirects): a button that opens the browser's file picker. */
export const ImportFileField = ({ label, hint, choose, error, busy, pickedName, onPick, children, accept }: ImportFileFieldProps) => {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Field.Root name="file" error={error} hint={hint}>
      <Field.Label>{label}</Field.Label>
      <Flex gap={2}>
        <Button variant="secondary" startIcon={<Upload />} onClick={() => input.current?.click()} loading={busy}>
          {choose}
        </Button>
        <Typography>{pickedName ?? ''}</Typography>
        {children}
      </Flex>
      <VisuallyHidden>
        <input
          ref={input}
          type="file"
          accept={accept ?? '.csv,.json,text/csv,application/json'}
          onChange={(event) => {
            onPick(event.target.files?.[0]);
            // Picking the same file again (after fixing it) must fire a change again.
            event.target.value = '';
          }}
        />
      </VisuallyHidden>
      <Field.Error />
      <Field.Hint />
    </Field.Root>
  );
};
