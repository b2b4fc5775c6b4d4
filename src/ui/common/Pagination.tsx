import { Button } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';

const useStyles = makeStyles({
  nav: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/** Previous / Next with where the person is; pages are 1-based. */
export function Pagination({
  page,
  pages,
  onPage,
  label = 'Result pages',
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The navigation's accessible name. */
  label?: string;
}) {
  const styles = useStyles();
  if (pages <= 1) return null;
  return (
    <nav className={styles.nav} aria-label={label}>
      <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </Button>
      <span aria-current="page">
        Page {page} of {pages}
      </span>
      <Button disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next page
      </Button>
    </nav>
  );
}
