/** A word list written as whitespace-separated text, so long lists stay readable in the source. */
export function words(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}
