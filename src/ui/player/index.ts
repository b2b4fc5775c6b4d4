export { Player, type PlayerProps, type PlayerTimeUpdate } from './Player';
export { PlayerView, type PlayerViewProps } from './PlayerView';
