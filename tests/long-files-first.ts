import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The integration files that run for minutes, longest first. Started first, they run beside the
 * many short files instead of after them: on a fresh clone vitest knows no durations and would
 * start them by file size, which leaves the model run alone at the end.
 */
const LONG_FILES = ['redirects-model', 'bulk-crash', 'cascade', 'instances', 'bad-input-fuzz'];

const rank = (file: TestSpecification): number => {
  const index = LONG_FILES.findIndex((name) => file.moduleId.endsWith(`/${name}.test.ts`));
  return index === -1 ? LONG_FILES.length : index;
};

export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Array.prototype.sort is stable: the rest keep vitest's own order (known durations, then size).
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
