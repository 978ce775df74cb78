import { useState } from 'react';
import { readImportFile, type PickedFile } from './import-file-field';

interface ImportStepsOptions<R> {
  /** Sends `file` to the import route, as a dry run or for real. */
  run(file: PickedFile, dryRun: boolean): Promise<R>;
  /** The message shown on the file field for a file that is neither .csv nor .json (translated); none with `anyFile`. */
  badExtension?: string;
  /** Takes a file of any name: the server tells its format. */
  anyFile?: boolean;
  /**
   * Handles a failed request: gives the message the file field shows for a refusal of the file
   * itself, or tells the editor of any other error its own way and gives undefined.
   */
  onFailure(error: unknown): string | undefined;
}

/**
 * The two steps of an import (of paths, of redirects): a picked file is read and sent as a dry
 * run at once; `check` sends it again as a dry run (after the editor changed something), `apply`
 * for real. The report shown is the last answer; a new pick clears it and the field's error.
 */
export const useImportSteps = <R>({ run, badExtension, anyFile = false, onFailure }: ImportStepsOptions<R>) => {
  const [picked, setPicked] = useState<PickedFile | null>(null);
  const [report, setReport] = useState<R | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [isBusy, setIsBusy] = useState(false);

  /** Sends `file`; resolves with the report, or null when the request failed. */
  const send = async (file: PickedFile, dryRun: boolean): Promise<R | null> => {
    setIsBusy(true);
    try {
      const result = await run(file, dryRun);
      setReport(result);
      return result;
    } catch (error) {
      const message = onFailure(error);
      if (message !== undefined) setFileError(message);
      return null;
    } finally {
      setIsBusy(false);
    }
  };

  const pick = async (file: File | undefined) => {
    setReport(null);
    setFileError(undefined);
    if (!file) return;
    const next = await readImportFile(file, anyFile);
    setPicked(next);
    if (next) await send(next, true);
    else setFileError(badExtension);
  };

  return {
    picked,
    report,
    fileError,
    isBusy,
    pick,
    /** Sends the picked file again as a dry run. */
    check: () => (picked ? send(picked, true) : Promise.resolve(null)),
    /** Applies the picked file; resolves with the report, or null when nothing was applied. */
    apply: () => (picked ? send(picked, false) : Promise.resolve(null)),
  };
};
