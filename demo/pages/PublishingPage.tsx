import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Layout } from '../Layout';

const PARTS = [
  { to: '/publish/content', label: 'Groups' },
  { to: '/publish/featured', label: 'Featured' },
  { to: '/settings/carousels', label: 'Carousels' },
  { to: '/settings/embed', label: 'Embed' },
] as const;

/** The publishing pages, with links between them. */
export function PublishingPage({ title, children }: { title: string; children: ReactNode }) {
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
