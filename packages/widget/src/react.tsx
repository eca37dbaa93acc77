import { type CSSProperties, useEffect, useRef } from 'react';
import { mountWidget, type WidgetHandle } from './core/mount';
import type { WidgetOptions } from './options/types';

export interface SiaoAssistantProps {
  options: WidgetOptions;
  className?: string;
  style?: CSSProperties;
}

/** For React hosts: the same widget, in its own Shadow DOM, mounted from this package's source. */
export function SiaoAssistant({ options, className, style }: SiaoAssistantProps) {
  const host = useRef<HTMLDivElement>(null);
  const handle = useRef<WidgetHandle | null>(null);
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    const el = host.current!;
    handle.current = mountWidget(el.shadowRoot ?? el.attachShadow({ mode: 'open' }), latest.current);
    return () => {
      handle.current?.destroy();
      handle.current = null;
    };
  }, []);
  useEffect(() => {
    handle.current?.update(options);
  }, [options]);

  return <div ref={host} className={className} style={style} />;
}
