/** "1 map", "3 maps", "2 copies": a count with its noun, for messages on screen and in logs. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
