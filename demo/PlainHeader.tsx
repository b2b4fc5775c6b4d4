import { ThemeSwitch } from './theme';

/** The header of pages seen before signing in: the brand and the theme switch. */
export function PlainHeader() {
  return (
    <header className="header header-plain">
      <span className="brand">VidSearch</span>
      <ThemeSwitch />
    </header>
  );
}
