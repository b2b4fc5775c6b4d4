import type { ReactNode } from 'react';

export interface AppHeaderProps {
  /** The product's name beside the tenant logo. Default "VidSearch". */
  productName?: string;
  /** Navigation for signed-in pages, placed after the brand. Default none. */
  children?: ReactNode;
  /** Where the login icon, shown when signed out, goes; without it there is no icon. The tenant may disable it. */
  onSignIn?: () => void;
  /** Offered in the user menu to people with more than one tenancy. */
  onSwitchTenancy?: () => void;
  /** After the session has ended (the tokens are revoked and the state cleared). */
  onSignedOut?: () => void;
  /** Appended to the header's own class. */
  className?: string;
}
