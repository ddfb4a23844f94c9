import type { z } from 'zod';

/** One thing wrong with a document, located by a JSON path such as `$.teams[2].roles[0].count`. */
export interface Problem {
  path: string;
  message: string;
}

export function jsonPath(path: readonly PropertyKey[]): string {
  let out = '$';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (typeof key === 'string' && /^[A-Za-z_$][\w$]*$/.test(key)) out += `.${key}`;
    else out += `[${JSON.stringify(String(key))}]`;
  }
  return out;
}

export function problemsFromZod(error: z.ZodError): Problem[] {
  return error.issues.map((issue) => ({ path: jsonPath(issue.path), message: issue.message }));
}

export function formatProblems(problems: readonly Problem[]): string {
  return problems.map((p) => `${p.path}: ${p.message}`).join('\n');
}
