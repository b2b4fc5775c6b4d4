import type { ReactNode } from 'react';

/**
 * Simple icons drawn here rather than taken from Fluent's icon set, whose code would
 * otherwise join the Fluent chunk that every element loads.
 */
export const Icon = ({ children, size = 24 }: { children: ReactNode; size?: number }) => (
  <svg viewBox="0 0 24 24" width={size} height={size} fill="currentColor" aria-hidden="true">
    {children}
  </svg>
);

/** A cross: remove, close, dismiss. */
export const DismissIcon = ({ size = 16 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M5.3 5.3a1 1 0 0 1 1.4 0L12 10.6l5.3-5.3a1 1 0 1 1 1.4 1.4L13.4 12l5.3 5.3a1 1 0 0 1-1.4 1.4L12 13.4l-5.3 5.3a1 1 0 0 1-1.4-1.4l5.3-5.3-5.3-5.3a1 1 0 0 1 0-1.4Z" />
  </Icon>
);
