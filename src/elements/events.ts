/** Every event the elements fire: `vs-<noun>-<verb>`, bubbling and composed, with a typed detail. */
export interface VsEventMap {
  'vs-auth-change': { state: 'signed-in' | 'signed-out'; email?: string; tenantId?: string };
}

export type VsEventName = keyof VsEventMap;

export function emit<K extends VsEventName>(
  target: EventTarget,
  name: K,
  detail: VsEventMap[K],
): void {
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

declare global {
  interface HTMLElementEventMap {
    'vs-auth-change': CustomEvent<VsEventMap['vs-auth-change']>;
  }
}
