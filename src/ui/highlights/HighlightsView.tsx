import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useAtomValue } from 'jotai';
import { Suspense, useState } from 'react';
import type { HighlightPackageRow, Playlist, SearchHit } from '../../core/api/contract';
import { sessionAtom } from '../../core/state/atoms';
import { useCan, useTenant } from '../common';
import { GamePicker } from './GamePicker';
import { PackageList } from './PackageList';
import { lazyNamed } from '../common/lazyNamed';

// A package's review, its tabs and its player load when the first package opens.
const PackageView = lazyNamed(() => import('./PackageView'), 'PackageView');

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalL, minWidth: 0 },
});

export interface HighlightsViewProps {
  /** Show this package; without it, the list, from which one opens in place. */
  packageId?: string;
  onHighlightSelect?(row: HighlightPackageRow): void;
  /** The person went back from a package to the list. */
  onHighlightClose?(): void;
  onClipSelect?(clip: Partial<SearchHit>): void;
  onCollectionSaved?(collection: Playlist): void;
}

/**
 * `<vs-highlights>`'s feature: the game picker and the tenant's packages; a package opens in
 * place to review, play, and keep as a collection. Tenants that hide or disable highlights
 * say so.
 */
export function HighlightsView({
  packageId,
  onHighlightSelect,
  onHighlightClose,
  onClipSelect,
  onCollectionSaved,
}: HighlightsViewProps) {
  const styles = useStyles();
  const { authenticated } = useAtomValue(sessionAtom);
  const tenant = useTenant();
  const mayBuild = useCan('collect');
  // What the person opened or left; a new attribute (the page's address followed Back, say)
  // wins again.
  const [open, setOpen] = useState<{ id: string | null } | null>(null);
  const [attribute, setAttribute] = useState(packageId);
  if (attribute !== packageId) {
    setAttribute(packageId);
    setOpen(null);
  }
  if (!authenticated) return <p role="status">Sign in to see highlight packages.</p>;
  const ui = tenant.config.ui;
  if (ui.hiddenPages.includes('highlights') || !ui.highlights)
    return <p role="status">{tenant.tenant.name} has no highlight packages.</p>;
  if (ui.disablePages.includes('highlights'))
    return <p role="status">Highlights are turned off for {tenant.tenant.name}.</p>;
  const shown = open ? open.id : (packageId ?? null);
  const choose = (id: string | null) => setOpen({ id });
  if (shown)
    return (
      <Suspense fallback={<p role="status">Loading the package…</p>}>
        <PackageView
          key={shown}
          packageId={shown}
          onBack={() => {
            choose(null);
            onHighlightClose?.();
          }}
          {...(onClipSelect ? { onClipSelect } : {})}
          {...(onCollectionSaved ? { onCollectionSaved } : {})}
        />
      </Suspense>
    );
  return (
    <div className={styles.root}>
      {mayBuild && <GamePicker />}
      <PackageList
        onOpen={(row) => {
          onHighlightSelect?.(row);
          choose(row.id);
        }}
      />
    </div>
  );
}
