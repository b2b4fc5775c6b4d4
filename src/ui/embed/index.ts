/** The administrators' embed builder: an element, its attributes, a live preview and the snippet. */
export { EmbedBuilder } from './EmbedBuilder';
export { PartnerSites } from './PartnerSites';
