/** A campaign or task time (ms), in the browser's locale; a dash before it happens. */
export function formatTime(ms: number | null | undefined, language: string): string {
  if (ms === null || ms === undefined) return '–';
  return new Intl.DateTimeFormat(language.replace('_', '-'), { dateStyle: 'short', timeStyle: 'medium' }).format(new Date(ms));
}
