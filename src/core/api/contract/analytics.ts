/** POST tape/event: one analytics event the product reports (middleware service). */
export interface TapeEvent {
  /** What happened, e.g. `search`, `play`, `export`. */
  type: string;
  /** Free-form event properties; strings, numbers and booleans only. */
  properties?: Record<string, string | number | boolean | null>;
  /** When it happened on the client, ISO 8601; the server's receive time otherwise. */
  occurredAt?: string;
}

export interface TapeEventReceipt {
  id: string;
  receivedAt: string;
}
