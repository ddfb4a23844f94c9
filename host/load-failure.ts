import type { FileProblem } from './channels.ts';
import type { Problem } from '../scenarios/format/problems.ts';

export type LoadFailureKind = FileProblem['kind'];

/** One sentence saying why a file could not be loaded, naming the file and the first problem. */
export function describeLoadFailure(
  fileName: string,
  kind: LoadFailureKind,
  problems: readonly Problem[],
): string {
  const first = problems[0];
  const where = first ? `${first.path}: ${first.message}` : 'no details';
  switch (kind) {
    case 'empty':
      return `${fileName} is empty`;
    case 'invalid-json':
      return `${fileName} is not valid JSON (${first?.message ?? 'no details'})`;
    case 'newer-version':
      return `${fileName} was written by a newer version of Lodestar (${where}); update Lodestar to open it`;
    case 'unreadable':
      return `${fileName} cannot be read (${first?.message ?? 'no details'})`;
    case 'invalid': {
      const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
      return `${fileName} is not a valid scenario (${count}; ${where})`;
    }
  }
}
