import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { EditorFrame } from './editor-frame';

// A blank editor page on 127.0.0.1, so happy-dom's iframe has a real, distinct origin to check against.
let server: Server;
let SRC = '';
let ORIGIN = '';
beforeAll(async () => {
  server = createServer((_req, res) => res.end('<!doctype html><title>editor</title>'));
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  ORIGIN = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  SRC = `${ORIGIN}/widget/editor.html`;
});
afterAll(() => server?.close());
afterEach(cleanup);
const post = (data: unknown, origin: string, source: MessageEventSource | null) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });

it('accepts editor messages only from the editor origin and its own frame, and validates them', async () => {
  const onExport = vi.fn();
  const onContentChange = vi.fn();
  render(<EditorFrame src={SRC} html="<p>oi</p>" onExport={onExport} onContentChange={onContentChange} />);
  const frame = screen.getByTestId('siao-editor-frame') as HTMLIFrameElement;
  const loaded = new Promise((ok) => frame.addEventListener('load', ok, { once: true }));
  expect(new URL(frame.src).searchParams.get('parentOrigin')).toBe(window.location.origin);
  const editor = frame.contentWindow;
  const exportPdf = { source: 'siao-editor', type: 'export', extension: '.pdf', html: '<p>x</p>' };

  post(exportPdf, 'https://evil.example', editor); // wrong origin
  post(exportPdf, ORIGIN, window); // right origin, another window
  post({ ...exportPdf, extension: '.exe' }, ORIGIN, editor); // not a known extension
  expect(onExport).not.toHaveBeenCalled();

  post(exportPdf, ORIGIN, editor);
  expect(onExport).toHaveBeenCalledWith('.pdf', '<p>x</p>');
  post({ source: 'siao-editor', type: 'content-change', html: '<p>editado</p>' }, ORIGIN, editor);
  expect(onContentChange).toHaveBeenCalledWith('<p>editado</p>');
  await loaded;
});

it('sends the content to the editor origin once the editor says it is ready', async () => {
  render(<EditorFrame src={SRC} html="<p>resultado</p>" onExport={vi.fn()} />);
  const frame = screen.getByTestId('siao-editor-frame') as HTMLIFrameElement;
  await new Promise((ok) => frame.addEventListener('load', ok, { once: true }));
  const send = vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined);
  expect(send).not.toHaveBeenCalled();
  post({ source: 'siao-editor', type: 'ready' }, ORIGIN, frame.contentWindow);
  expect(send).toHaveBeenCalledWith(
    { source: 'siao-host', type: 'set-content', html: '<p>resultado</p>' },
    ORIGIN,
  );
});
