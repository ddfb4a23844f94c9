/**
 * Minutes as people write them in a timetable, a spreadsheet cell or the grid: "25",
 * "25 min", "90m", "1:30" (an hour and a half), "2,5" (a decimal comma); null when it is none.
 */
export function readMinutes(text: string): number | null {
  const t = text.trim().replace(',', '.');
  const clock = /^(\d+):([0-5]\d)$/.exec(t);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  const plain = /^(\d+(?:\.\d+)?)\s*(m|min|mins|minutes)?$/i.exec(t);
  return plain ? Number(plain[1]) : null;
}

/** 90 → "1:30", 25 → "25", 2.5 → "2.5": how the grid shows a length it was given. */
export function minutesText(minutes: number): string {
  if (minutes >= 60 && Number.isInteger(minutes))
    return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
  return String(minutes);
}
