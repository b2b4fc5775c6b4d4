import { CarouselsView, FeaturedView, GroupsView } from '../../src/ui/publishing';
import { PublishingPage } from './PublishingPage';

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
