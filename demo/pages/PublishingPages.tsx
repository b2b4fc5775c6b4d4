import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { CarouselsView, FeaturedView, GroupsView } from '../../src/ui/publishing';
import { Layout } from '../Layout';

const PARTS = [
  { to: '/publish/content', label: 'Groups' },
  { to: '/publish/featured', label: 'Featured' },
  { to: '/settings/carousels', label: 'Carousels' },
] as const;

/** The three publishing pages, with links between them. */
function PublishingPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Layout>
      <main className="page">
        <h1>{title}</h1>
        <nav aria-label="Publishing" className="sub-nav">
          {PARTS.map((part) => (
            <Link
              key={part.to}
              to={part.to}
              className="nav-link"
              activeOptions={{ exact: true, includeSearch: false }}
            >
              {part.label}
            </Link>
          ))}
        </nav>
        {children}
      </main>
    </Layout>
  );
}

/** /publish/content: playlist groups. */
export function PublishContentPage() {
  return (
    <PublishingPage title="Playlist groups">
      <GroupsView />
    </PublishingPage>
  );
}

/** /publish/featured: each location's featured items. */
export function PublishFeaturedPage() {
  return (
    <PublishingPage title="Featured items">
      <FeaturedView />
    </PublishingPage>
  );
}

/** /settings/carousels: each location's rails, with a preview. */
export function CarouselsPage() {
  return (
    <PublishingPage title="Carousels">
      <CarouselsView />
    </PublishingPage>
  );
}
