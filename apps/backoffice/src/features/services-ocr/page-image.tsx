import { Box, Image } from '@mantine/core';

export interface Highlight {
  x: number;
  y: number;
  w: number;
  h: number;
  color: string;
  key: string;
  title?: string;
  active?: boolean;
  onClick?: () => void;
}

/** A page image with boxes drawn over it, in the image's own pixel coordinates (scaled with it). */
export function PageImage(props: {
  src: string | null;
  width: number;
  height: number;
  boxes: Highlight[];
  zoom: number;
}) {
  const pct = (v: number, of: number) => `${(100 * v) / of}%`;
  return (
    <Box
      pos="relative"
      w={`${props.zoom * 100}%`}
      style={{ border: '1px solid var(--mantine-color-gray-3)' }}
    >
      {props.src ? <Image src={props.src} alt="Página do documento" /> : <Box h={400} bg="gray.1" />}
      {props.boxes.map((b) => (
        <Box
          key={b.key}
          title={b.title}
          onClick={b.onClick}
          pos="absolute"
          style={{
            left: pct(b.x, props.width),
            top: pct(b.y, props.height),
            width: pct(b.w, props.width),
            height: pct(b.h, props.height),
            background: b.color,
            outline: b.active ? '2px solid var(--mantine-color-blue-7)' : undefined,
            cursor: b.onClick ? 'pointer' : undefined,
          }}
        />
      ))}
    </Box>
  );
}

/** Green above 85 %, yellow above 60 %, red below: the reviewer's eye goes to the red. */
export function confidenceColor(conf: number, alpha = 0.25): string {
  const rgb = conf >= 85 ? '46,160,67' : conf >= 60 ? '230,170,0' : '220,40,40';
  return `rgba(${rgb},${alpha})`;
}
