/** Stroke icons of the editor toolbar (inline SVG: nothing fetched, nothing for the CSP to block). */
const PATHS = {
  bold: 'M7 5h6a3.5 3.5 0 0 1 0 7H7zM13 12h1a3.5 3.5 0 0 1 0 7H7v-7',
  underline: 'M7 5v5a5 5 0 0 0 10 0V5M5 19h14',
  bulletList: 'M9 6h11M9 12h11M9 18h11M5 6v.01M5 12v.01M5 18v.01',
  orderedList: 'M11 6h9M11 12h9M12 18h8M4 16a2 2 0 1 1 4 0c0 .6-.5 1-1 1.5L4 20h4M6 10V4L4 6',
  left: 'M4 6h16M4 12h10M4 18h14',
  center: 'M4 6h16M8 12h8M6 18h12',
  right: 'M4 6h16M10 12h10M6 18h14',
  justify: 'M4 6h16M4 12h16M4 18h12',
  table: 'M4 4h16v16H4zM4 10h16M10 4v16',
  link: 'M9 15l6-6M11 6l.5-.5a5 5 0 0 1 7 7L18 13M13 18l-.4.5a5 5 0 0 1-7.1 0 5 5 0 0 1 0-7.1L6 11',
  image:
    'M15 8h.01M6 3h12a3 3 0 0 1 3 3v12a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V6a3 3 0 0 1 3-3zM3 16l5-5c.9-.9 2.1-.9 3 0l5 5M14 14l1-1c.9-.9 2.1-.9 3 0l3 3',
  code: 'M7 8l-4 4 4 4M17 8l4 4-4 4M14 4l-4 16',
} as const;

export type ToolbarIconName = keyof typeof PATHS;

export function ToolbarIcon({ name }: { name: ToolbarIconName }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
