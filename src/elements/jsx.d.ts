import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** So that React users can write <vs-login> in TSX with its attributes. */
type ElementProps<Attributes> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> &
  Attributes;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'vs-login': ElementProps<{
        heading?: string;
        'hide-password-reset'?: boolean;
        tenant?: string;
      }>;
    }
  }
}
