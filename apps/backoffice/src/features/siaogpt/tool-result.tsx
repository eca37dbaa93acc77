import { Paper, Tabs, Typography } from '@mantine/core';
import { EditorFrame } from '@siao/chat-ui';
import DOMPurify from 'dompurify';
import { useState } from 'react';
import { runExport } from './run-export';

/** The editor page is built with the widget and served by the API under /widget/ (same origin as us). */
export const editorPage = () => new URL('/widget/editor.html', window.location.origin).href;

/**
 * The analysis: the embedded editor (spec §2, with its PDF/DOCX/XML buttons: the one set of export buttons)
 * and a read-only view of the same content, edits included.
 */
export function ToolResult({ html }: { html: string }) {
  const [edited, setEdited] = useState<string | null>(null);
  const current = edited ?? html;
  return (
    <Tabs defaultValue="editor" keepMounted>
      <Tabs.List mb="xs">
        <Tabs.Tab value="editor">Editor</Tabs.Tab>
        <Tabs.Tab value="preview">Visualização</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="editor" style={{ display: 'flex', flexDirection: 'column', minHeight: 480 }}>
        <EditorFrame
          src={editorPage()}
          html={html}
          onExport={(extension, content) => void runExport(content, extension)}
          onContentChange={setEdited}
        />
      </Tabs.Panel>
      <Tabs.Panel value="preview">
        <Paper withBorder p="md" radius="md" data-testid="tool-preview">
          <Typography>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above */}
            <div dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(current) }} />
          </Typography>
        </Paper>
      </Tabs.Panel>
    </Tabs>
  );
}
