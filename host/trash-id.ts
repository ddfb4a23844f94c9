/**
 * A deleted scenario keeps its original id in its trash id (`<id>.<when>`), so the trash
 * folder describes itself: no index can fall out of step with the files.
 */
const trashIdPattern = /^([a-z0-9][a-z0-9-]{0,120})\.([0-9A-Za-z-]{1,40})$/;

export function makeTrashId(id: string, when: Date, attempt: number): string {
  const stamp = when.toISOString().replace(/[-:.]/g, '');
  return attempt === 0 ? `${id}.${stamp}` : `${id}.${stamp}-${attempt + 1}`;
}

/** The original scenario id of a trash id, or null if it is not one (e.g. a path). */
export function originalIdOf(trashId: string): string | null {
  return trashIdPattern.exec(trashId)?.[1] ?? null;
}
