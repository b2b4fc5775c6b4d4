import { Icon } from '../common/icons';

/** The player's control icons (drawn here, as every element's icons are: see common/icons). */

export const PlayIcon = () => (
  <Icon>
    <path d="M7 4.5v15a1 1 0 0 0 1.5.86l12.5-7.5a1 1 0 0 0 0-1.72L8.5 3.64A1 1 0 0 0 7 4.5Z" />
  </Icon>
);

export const PauseIcon = () => (
  <Icon>
    <rect x="6" y="4" width="4" height="16" rx="1" />
    <rect x="14" y="4" width="4" height="16" rx="1" />
  </Icon>
);

export const PreviousIcon = () => (
  <Icon>
    <rect x="5" y="5" width="2.5" height="14" rx="1" />
    <path d="M19 5.8v12.4a.8.8 0 0 1-1.24.67L9.3 12.67a.8.8 0 0 1 0-1.34l8.46-5.2A.8.8 0 0 1 19 5.8Z" />
  </Icon>
);

export const NextIcon = () => (
  <Icon>
    <rect x="16.5" y="5" width="2.5" height="14" rx="1" />
    <path d="M5 5.8v12.4a.8.8 0 0 0 1.24.67l8.46-5.2a.8.8 0 0 0 0-1.34l-8.46-5.2A.8.8 0 0 0 5 5.8Z" />
  </Icon>
);

const Speaker = () => (
  <path d="M3 9.5v5a1 1 0 0 0 1 1h3l4.4 3.7a1 1 0 0 0 1.6-.8V5.6a1 1 0 0 0-1.6-.8L7 8.5H4a1 1 0 0 0-1 1Z" />
);

export const VolumeIcon = () => (
  <Icon>
    <Speaker />
    <path
      d="M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
    />
  </Icon>
);

export const MutedIcon = () => (
  <Icon>
    <Speaker />
    <path
      d="m16 9.5 5 5m0-5-5 5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
    />
  </Icon>
);

const corners = (d: string) => (
  <Icon>
    <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </Icon>
);

export const EnterFullscreenIcon = () => corners('M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5');
export const ExitFullscreenIcon = () => corners('M9 4v5H4M20 9h-5V4M15 20v-5h5M4 15h5v5');
