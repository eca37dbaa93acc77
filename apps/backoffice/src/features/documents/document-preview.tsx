import { Alert, Image, Skeleton, Text } from '@mantine/core';
import type { DocumentDetail } from '@siao/shared';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../lib/http/api-error';
import { documentKeys, fetchDocumentLink } from './documents-api';

/** Inline preview of PDFs and images through a short-lived signed link (valid 5 minutes). */
export function DocumentPreview({ doc }: { doc: DocumentDetail }) {
  const previewable = doc.format === 'pdf' || doc.format === 'jpg' || doc.format === 'png';
  const link = useQuery({
    queryKey: [...documentKeys.detail(doc.id), 'link', doc.current_version],
    queryFn: () => fetchDocumentLink(doc.id),
    enabled: previewable && !doc.deleted_at,
    staleTime: 240_000,
  });
  if (doc.deleted_at) return <Text c="dimmed">Restaure o documento para visualizá-lo.</Text>;
  if (!previewable) {
    return (
      <Text c="dimmed">
        A visualização está disponível para PDF e imagens. Use “Baixar” para abrir este arquivo (
        {doc.format.toUpperCase()}).
      </Text>
    );
  }
  if (link.isPending) return <Skeleton h={480} />;
  if (link.isError) return <Alert color="red">{errorMessage(link.error)}</Alert>;
  if (doc.format === 'pdf') {
    return (
      <iframe
        src={link.data.url}
        title={`Visualização de ${doc.title}`}
        style={{
          width: '100%',
          height: '70vh',
          border: '1px solid var(--mantine-color-gray-3)',
          borderRadius: 8,
        }}
      />
    );
  }
  // the image keeps its proportions: never wider than the drawer nor taller than 70% of the screen,
  // and never stretched beyond its own size
  return (
    <Image
      src={link.data.url}
      alt={doc.title}
      fit="contain"
      w="auto"
      h="auto"
      maw="100%"
      mah="70vh"
      mx="auto"
      radius="sm"
      style={{ objectFit: 'contain' }}
    />
  );
}
