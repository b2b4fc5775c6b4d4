import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';

const useStyles = makeStyles({
  problem: { flexBasis: '100%', margin: 0, color: tokens.colorPaletteRedForeground1 },
  fault: {
    backgroundColor: tokens.colorPaletteRedBackground2,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'underline',
    textDecorationStyle: 'wavy',
  },
});

/** What is wrong with a malformed search, and the expression with the character at fault marked. */
export function QueryProblemNote({
  id,
  query,
  problem,
  resultsShown,
}: {
  id: string;
  query: string;
  problem: { message: string; position: number | null };
  /** Results of an earlier search are still on screen. */
  resultsShown: boolean;
}) {
  const styles = useStyles();
  const at = problem.position;
  return (
    <p id={id} role="alert" className={styles.problem}>
      {problem.message}
      {resultsShown && ' The results below are from the last search that worked.'}
      {at !== null && at <= query.length && (
        <>
          {' '}
          <code>
            {query.slice(0, at)}
            <mark className={styles.fault}>{query.slice(at, at + 1) || ' '}</mark>
            {query.slice(at + 1)}
          </code>
        </>
      )}
    </p>
  );
}
