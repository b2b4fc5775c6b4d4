import { platform } from '../../src/core/platform';
import { EmbedBuilder, PartnerSites } from '../../src/ui/embed';
import { PublishingPage } from './PublishingPage';

/**
 * /settings/embed: the embed builder, for administrators who put the elements on partner pages.
 * Its preview is a page of its own (a frame): the elements' code never runs in the app's page.
 * Above it, the partner sites whose pages may show the elements (the platform answers no other).
 */
export function EmbedPage() {
  return (
    <PublishingPage title="Embed the elements">
      <div className="page-sections">
        <PartnerSites />
        <EmbedBuilder nonce={platform().nonce} />
      </div>
    </PublishingPage>
  );
}
