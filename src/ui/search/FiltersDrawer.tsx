import { Button } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useRef, useState, type ReactNode } from 'react';

const useStyles = makeStyles({
  drawer: {
    margin: '0 auto 0 0',
    height: '100%',
    maxHeight: '100%',
    width: 'min(360px, 92vw)',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalL,
    border: 'none',
    borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
    overflowY: 'auto',
    '::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.45)' },
  },
  head: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    marginBottom: tokens.spacingVerticalM,
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500 },
  body: { display: 'grid', gap: tokens.spacingVerticalL },
});

/**
 * The filters of a narrow search, behind a button: a modal drawer (the platform's own
 * dialog, so Escape, focus and the backdrop behave as a person expects).
 */
export function FiltersDrawer({ chosen, children }: { chosen: number; children: ReactNode }) {
  const styles = useStyles();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true);
          dialog.current?.showModal();
        }}
      >
        {chosen ? `Filters (${chosen})` : 'Filters'}
      </Button>
      <dialog
        ref={dialog}
        className={styles.drawer}
        aria-labelledby="vs-filters-heading"
        onClose={() => setOpen(false)}
      >
        <div className={styles.head}>
          <h2 id="vs-filters-heading" className={styles.heading}>
            Filters
          </h2>
          <Button appearance="primary" onClick={() => dialog.current?.close()}>
            Show the results
          </Button>
        </div>
        {open && <div className={styles.body}>{children}</div>}
      </dialog>
    </>
  );
}
