import type { ReactNode } from 'react';
import { Icon } from './icons';

/** Small stroke icons of the reply actions (the same inline SVG as icons.tsx, at 16 px). */
const Small = ({ children }: { children: ReactNode }) => <Icon size={16}>{children}</Icon>;

export const CopyIcon = () => (
  <Small>
    <rect x="8" y="8" width="12" height="12" rx="2" />
    <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
  </Small>
);
export const CheckIcon = () => (
  <Small>
    <path d="m5 12 5 5L20 7" />
  </Small>
);
export const ThumbUpIcon = () => (
  <Small>
    <path d="M7 11v8a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1h3a4 4 0 0 0 4-4V6a2 2 0 0 1 4 0v5h3a2 2 0 0 1 2 2l-1 5a2 3 0 0 1-2 2h-7a3 3 0 0 1-3-3" />
  </Small>
);
export const ThumbDownIcon = () => (
  <Small>
    <path d="M7 13V5a1 1 0 0 0-1-1H4a1 1 0 0 0-1 1v7a1 1 0 0 0 1 1h3a4 4 0 0 1 4 4v1a2 2 0 0 0 4 0v-5h3a2 2 0 0 0 2-2l-1-5a2 3 0 0 0-2-2h-7a3 3 0 0 0-3 3" />
  </Small>
);
export const RegenerateIcon = () => (
  <Small>
    <path d="M20 11A8.1 8.1 0 0 0 4.5 9M4 5v4h4M4 13a8.1 8.1 0 0 0 15.5 2M20 19v-4h-4" />
  </Small>
);
