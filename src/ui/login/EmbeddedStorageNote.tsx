import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useEffect, useState } from 'react';
import { mayAskForStorage, storageKeptApart } from '../../core/storage-access';

const useStyles = makeStyles({
  note: {
    margin: 0,
    maxWidth: '28rem',
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
  },
});

/**
 * In another site's frame, on a browser that keeps the frame's storage apart (and so forgets the
 * sign-in with the visit): says so, and what the person can do: allow the browser's request as
 * they sign in where it makes one (Chromium), or open the product in a tab of its own.
 */
export function EmbeddedStorageNote({ product }: { product: string }) {
  const styles = useStyles();
  const [apart, setApart] = useState(false);
  useEffect(() => {
    let live = true;
    void storageKeptApart(window).then((kept) => live && setApart(kept));
    return () => {
      live = false;
    };
  }, []);
  if (!apart) return null;
  const tab = (
    <a href={`${location.origin}/login`} target="_blank" rel="noopener">
      open {product} in a tab of its own
    </a>
  );
  return mayAskForStorage(window) ? (
    <p role="note" className={styles.note}>
      As you sign in inside another site’s page, this browser may ask whether {product} can keep
      your sign-in: allow it to stay signed in on your next visit, or {tab}.
    </p>
  ) : (
    <p role="note" className={styles.note}>
      This browser keeps a sign-in made inside another site’s page apart: you may be asked to sign
      in again on your next visit. To stay signed in, {tab}.
    </p>
  );
}
