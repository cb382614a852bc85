export type Greeting = 'morning' | 'noon' | 'afternoon' | 'evening';

/** The greeting for a local hour (0–23). */
export function greetingOf(hour: number): Greeting {
  if (hour >= 5 && hour < 11) return 'morning';
  if (hour >= 11 && hour < 13) return 'noon';
  if (hour >= 13 && hour < 18) return 'afternoon';
  return 'evening';
}
