export { CarouselsView } from './CarouselsView';
export { FeaturedView } from './FeaturedView';
export { GroupsView } from './GroupsView';
