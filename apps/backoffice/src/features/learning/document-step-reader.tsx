import { Alert, Anchor, Button, Group, Loader, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { errorMessage } from '../../lib/http/api-error';
import { useMyDocument } from './learning-documents-api';

/**
 * A document step for the learner: its text in a scrolling area (reaching the end marks the step
 * read), the file itself (PDF shown in the page, others opened or downloaded), and "Marcar como lido".
 */
export function DocumentStepReader({
  stepId,
  title,
  canMark,
  onRead,
  onClose,
}: {
  stepId: string;
  title: string;
  /** the step is open and not done yet */
  canMark: boolean;
  onRead: () => void;
  onClose: () => void;
}) {
  const doc = useMyDocument(stepId, true);
  const end = useRef<HTMLDivElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const marked = useRef(false);
  const hasText = !!doc.data?.text;

  useEffect(() => {
    if (!canMark || !hasText || !end.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !marked.current) {
          marked.current = true;
          onRead();
        }
      },
      { root: viewport.current, threshold: 1 },
    );
    observer.observe(end.current);
    return () => observer.disconnect();
  }, [canMark, hasText, onRead]);

  return (
    <Modal opened onClose={onClose} title={title} size="xl">
      {doc.isLoading && <Loader />}
      {doc.error && <Alert color="red">{errorMessage(doc.error)}</Alert>}
      {doc.data && (
        <Stack>
          <Group>
            <Anchor href={doc.data.url} target="_blank" rel="noopener">
              Abrir o arquivo ({doc.data.file_name})
            </Anchor>
            <Anchor href={doc.data.download_url}>Baixar</Anchor>
          </Group>
          {hasText ? (
            <>
              {canMark && (
                <Text size="sm" c="dimmed">
                  Leia até o fim: a etapa é concluída quando você chegar ao final do texto.
                </Text>
              )}
              <ScrollArea h={420} viewportRef={viewport} type="auto" offsetScrollbars>
                <Text
                  component="div"
                  style={{ whiteSpace: 'pre-wrap' }}
                  tabIndex={0}
                  aria-label="Texto do documento"
                >
                  {doc.data.text}
                </Text>
                <div ref={end} data-testid="document-end">
                  <Text size="xs" c="dimmed" mt="sm">
                    Fim do documento.
                  </Text>
                </div>
              </ScrollArea>
            </>
          ) : doc.data.format === 'pdf' ? (
            <iframe
              src={doc.data.url}
              title={doc.data.file_name}
              style={{ width: '100%', height: 480, border: 0 }}
            />
          ) : doc.data.mime.startsWith('image/') ? (
            <img src={doc.data.url} alt={title} style={{ maxWidth: '100%' }} />
          ) : null}
          <Group justify="flex-end">
            {canMark && (
              <Button
                variant="light"
                onClick={() => {
                  marked.current = true;
                  onRead();
                }}
              >
                Marcar como lido
              </Button>
            )}
            <Button variant="default" onClick={onClose}>
              Fechar
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
