import { Button } from '@fluentui/react-components';
import { Link, useSearch } from '@tanstack/react-router';
import { Suspense, useState } from 'react';
import '../../src/elements/vs-search';
import { hiddenPagesOf, routeAccess } from '../../src/core/domain/route-access';
import { APP_ROUTES } from '../../src/core/api/contract';
import { useCan, useTenant } from '../../src/ui/common';
import { lazyNamed } from '../../src/ui/common/lazyNamed';
import { useNotify } from '../../src/ui/shell';
import { Layout } from '../Layout';

const ReelDialog = lazyNamed(() => import('../../src/ui/highlights/ReelDialog'), 'ReelDialog');

/**
 * /explore: the search element, its state kept in the URL; where the tenant has highlights,
 * "Make a reel" turns the search into a highlight package.
 */
export function ExplorePage() {
  const { q } = useSearch({ from: '/explore' });
  const tenant = useTenant();
  const notify = useNotify();
  const [making, setMaking] = useState(false);
  const [made, setMade] = useState<string | null>(null);
  const highlights = APP_ROUTES.find((r) => r.path === '/highlights')!;
  const mayCollect = useCan('collect');
  const reels =
    mayCollect &&
    !!tenant.config.ui.highlights &&
    routeAccess(highlights, {
      authenticated: true,
      roles: [],
      hiddenPages: hiddenPagesOf(tenant.config.ui),
      disablePages: tenant.config.ui.disablePages,
    }) === 'open';
  return (
    <Layout>
      <main className="page">
        <div className="page-title">
          <h1>Explore</h1>
          {reels && <Button onClick={() => setMaking(true)}>Make a reel</Button>}
        </div>
        {made && (
          <p role="status">
            The reel “{made}” is being made. <Link to="/highlights">Open it on Highlights</Link>
          </p>
        )}
        <vs-search sync-url save-search collection-link="/collection?id={id}" />
        {making && (
          <Suspense fallback={null}>
            <ReelDialog
              query={q ?? ''}
              onClose={() => setMaking(false)}
              onMade={(row) => {
                setMaking(false);
                notify(`The reel “${row.packageName}” is being made.`);
                setMade(row.packageName);
              }}
            />
          </Suspense>
        )}
      </main>
    </Layout>
  );
}
