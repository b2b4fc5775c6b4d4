import {
  Button,
  Menu,
  MenuDivider,
  MenuGroupHeader,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles, mergeClasses } from '@griffel/react';
import { useId, useRef, useState } from 'react';
import {
  ArrowSwapRegular,
  PersonArrowRightRegular,
  PersonRegular,
  SignOutRegular,
} from '@fluentui/react-icons';
import { useAccount, useTenant } from '../common';
import type { AppHeaderProps } from './AppHeader.types';
import { ThemeSwitch } from './ThemeSwitch';

const NARROW = '@media (max-width: 599.98px)';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
  },
  brand: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    fontWeight: tokens.fontWeightBold,
    fontSize: tokens.fontSizeBase400,
  },
  logo: { height: '32px', width: 'auto', display: 'block' },
  // Links wrap onto a second line rather than run off a narrow screen.
  nav: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    minWidth: 0,
    // On a phone the links are behind the Menu button: none cut off, the page high up.
    [NARROW]: { display: 'none' },
  },
  // On a phone: the Menu button, and the links under it while it is open.
  menu: { display: 'none', position: 'relative', [NARROW]: { display: 'block' } },
  menuNav: {
    position: 'absolute',
    right: 0,
    zIndex: 10,
    display: 'grid',
    gap: tokens.spacingVerticalS,
    minWidth: '12em',
    marginTop: tokens.spacingVerticalXS,
    padding: tokens.spacingVerticalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
    '& a': { padding: `${tokens.spacingVerticalXS} 0` },
  },
  end: {
    marginLeft: 'auto',
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
});

/**
 * The app's header (SPEC §2): the tenant logo (hideable), navigation, the theme switch, and
 * the user menu (its icon hideable) or, signed out, the login icon (disableable).
 */
export function AppHeader({
  productName = 'VidSearch',
  children,
  onSignIn,
  onSwitchTenancy,
  onSignedOut,
  className,
}: AppHeaderProps) {
  const styles = useStyles();
  const { ui } = useTenant().config;
  const account = useAccount();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  return (
    <header className={mergeClasses(styles.header, className)}>
      <span className={styles.brand}>
        {!ui.hideOptions.logo && <img className={styles.logo} src={ui.logo} alt="" />}
        {productName}
      </span>
      {children && <nav className={styles.nav}>{children}</nav>}
      <div className={styles.end}>
        {children && (
          <div className={styles.menu}>
            <Button
              ref={menuButton}
              appearance="subtle"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
            >
              Menu
            </Button>
            {menuOpen && (
              // A link followed closes the menu (the page changes under it); so does Escape.
              <nav
                id={menuId}
                className={styles.menuNav}
                aria-label="Pages"
                onClick={() => setMenuOpen(false)}
                onKeyDown={(event) => {
                  if (event.key !== 'Escape') return;
                  setMenuOpen(false);
                  menuButton.current?.focus();
                }}
              >
                {children}
              </nav>
            )}
          </div>
        )}
        <ThemeSwitch />
        {account.signedIn ? (
          <Menu>
            <MenuTrigger disableButtonEnhancement>
              {ui.hideOptions.userIcon ? (
                <Button appearance="subtle">{account.email}</Button>
              ) : (
                <Button
                  appearance="subtle"
                  icon={<PersonRegular />}
                  aria-label={`Account: ${account.email ?? ''}`}
                />
              )}
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                <MenuGroupHeader>
                  {account.email}
                  {account.tenancy ? ` · ${account.tenancy.name}` : ''}
                </MenuGroupHeader>
                <MenuDivider />
                {account.tenancies.length > 1 && onSwitchTenancy && (
                  <MenuItem icon={<ArrowSwapRegular />} onClick={onSwitchTenancy}>
                    Switch organisation
                  </MenuItem>
                )}
                <MenuItem
                  icon={<SignOutRegular />}
                  onClick={() => void account.signOut().then(() => onSignedOut?.())}
                >
                  Sign out
                </MenuItem>
              </MenuList>
            </MenuPopover>
          </Menu>
        ) : (
          onSignIn && (
            <Button
              appearance="subtle"
              icon={<PersonArrowRightRegular />}
              aria-label="Sign in"
              disabledFocusable={ui.disableLoginIcon}
              onClick={ui.disableLoginIcon ? undefined : onSignIn}
            />
          )
        )}
      </div>
    </header>
  );
}
