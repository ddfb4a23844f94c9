/** The random pick's options: one per line, or separated by commas when written on one line. */
export function splitOptions(text: string): string[] {
  const parts = text.includes('\n') ? text.split('\n') : text.split(',');
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}
