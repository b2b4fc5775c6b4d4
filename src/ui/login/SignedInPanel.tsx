import { Button, Text } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles, mergeClasses } from '@griffel/react';
import { useAccount } from '../common';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    borderRadius: tokens.borderRadiusLarge,
  },
});

/** Who is signed in on this page, and the way out. */
export function SignedInPanel({
  onSignedOut,
  className,
}: {
  onSignedOut?: () => void;
  className?: string;
}) {
  const styles = useStyles();
  const { email, tenancy, signOut } = useAccount();
  return (
    <div
      part="form"
      className={mergeClasses(styles.panel, className)}
      role="group"
      aria-label="Your account"
    >
      <Text>
        Signed in as <strong>{email}</strong>
        {tenancy ? ` · ${tenancy.name}` : ''}
      </Text>
      <Button onClick={() => void signOut().then(() => onSignedOut?.())}>Sign out</Button>
    </div>
  );
}
