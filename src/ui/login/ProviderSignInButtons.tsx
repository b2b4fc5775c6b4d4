import { Button } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useTenant } from '../common';
import { startProviderSignIn } from './providerSignIn';

const useStyles = makeStyles({
  // Stretches to the width of the sign-in form above it.
  root: { display: 'grid', gap: tokens.spacingVerticalS, justifySelf: 'stretch' },
});

/** Sign-in (and, where allowed, sign-up) through the tenant's identity provider, if it has one. */
export function ProviderSignInButtons() {
  const styles = useStyles();
  const provider = useTenant().config.providerSignIn;
  if (!provider) return null;
  return (
    <div className={styles.root}>
      <Button onClick={() => startProviderSignIn('signin')}>{provider.label}</Button>
      {provider.signup && (
        <Button appearance="subtle" onClick={() => startProviderSignIn('signup')}>
          Create an account
        </Button>
      )}
    </div>
  );
}
