import type { ReactNode } from 'react';

/** Inline SVG icons (Tabler-like strokes): no icon font, nothing fetched, nothing for CSP to block. */
export function Icon({ children, size = 20 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const SendIcon = () => (
  <Icon>
    <path d="M10 14 21 3M21 3l-6.5 18a.55.55 0 0 1-1 0L10 14l-7-3.5a.55.55 0 0 1 0-1z" />
  </Icon>
);
export const StopIcon = () => (
  <Icon>
    <rect x="6" y="6" width="12" height="12" rx="2" />
  </Icon>
);
export const AttachIcon = () => (
  <Icon>
    <path d="M15 7 8.5 13.5a2.12 2.12 0 0 0 3 3L18 10a4.24 4.24 0 0 0-6-6l-6.5 6.5a6.36 6.36 0 0 0 9 9L21 13" />
  </Icon>
);
export const CloseIcon = ({ size = 16 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M18 6 6 18M6 6l12 12" />
  </Icon>
);
export const MenuIcon = () => (
  <Icon>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
);
export const ChatIcon = () => (
  <Icon>
    <path d="M3 20l1.3-3.9A9 8 0 1 1 7.7 19L3 20" />
  </Icon>
);
export const UploadFileIcon = () => (
  <Icon>
    <path d="M14 3v4a1 1 0 0 0 1 1h4" />
    <path d="M17 21H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h7l5 5v11a2 2 0 0 1-2 2zM12 11v6M9.5 13.5 12 11l2.5 2.5" />
  </Icon>
);
export const ArrowRightIcon = () => (
  <Icon>
    <path d="M5 12h14M13 18l6-6M13 6l6 6" />
  </Icon>
);
export const DocumentIcon = ({ size = 16 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M14 3v4a1 1 0 0 0 1 1h4" />
    <path d="M17 21H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h7l5 5v11a2 2 0 0 1-2 2zM9 13h6M9 17h6" />
  </Icon>
);
export const PlusIcon = () => (
  <Icon>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);
