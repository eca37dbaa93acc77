import { Alert, Button, Checkbox, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import type { TermsDetail } from '@siao/shared';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useCurrentUser } from '../../lib/auth/session';
import { confirmAndRun, toast } from '../../lib/dialogs';
import { errorMessage } from '../../lib/http/api-error';
import { useDeleteTerms, usePublishTerms, useUpdateTerms } from './terms-api';
import { TermsDiff } from './terms-diff';

// TipTap loads only when a manager edits (reading terms needs no editor)
const TermsEditor = lazy(() => import('./terms-editor').then((m) => ({ default: m.TermsEditor })));

/** Title, acceptance flag and the draft; publishing appends a new version (old ones never change). */
export function TermsContentTab({ terms, onDeleted }: { terms: TermsDetail; onDeleted: () => void }) {
  const user = useCurrentUser();
  const manager = user.role === 'admin' || user.role === 'superadmin';
  const [title, setTitle] = useState(terms.title);
  const [requires, setRequires] = useState(terms.requires_acceptance);
  const [html, setHtml] = useState(terms.draft_html ?? terms.current_html ?? '');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateTerms();
  const publish = usePublishTerms();
  const remove = useDeleteTerms();

  useEffect(() => {
    setTitle(terms.title);
    setRequires(terms.requires_acceptance);
    setHtml(terms.draft_html ?? terms.current_html ?? '');
  }, [terms]);

  const save = () =>
    update.mutate(
      {
        id: terms.id,
        input: { title: title.trim(), requires_acceptance: requires, draft_html: html || null },
      },
      { onSuccess: () => toast.success('Rascunho salvo.'), onError: (e) => setError(e.message) },
    );

  async function onPublish() {
    await confirmAndRun({
      confirm: {
        title: `Publicar a versão ${(terms.current_version ?? 0) + 1}`,
        message: terms.requires_acceptance
          ? 'A nova versão passa a valer agora e os usuários dos clientes deverão aceitá-la no próximo acesso. As versões anteriores continuam guardadas sem alteração.'
          : 'A nova versão passa a valer agora. As versões anteriores continuam guardadas sem alteração.',
        confirmLabel: 'Publicar',
        size: 'lg',
        details: <TermsDiff before={terms.current_html ?? ''} after={html} />,
      },
      run: () => {
        setError(null);
        return publish.mutateAsync({ id: terms.id, html });
      },
      success: (saved) => `Versão ${saved.current_version} publicada.`,
      // inline, and what was typed stays in the editor
      onError: (e) => setError(errorMessage(e)),
    });
  }

  async function onDelete() {
    await confirmAndRun({
      confirm: {
        title: 'Excluir termo',
        message: `Excluir "${terms.title}"?`,
        danger: true,
        confirmLabel: 'Excluir',
      },
      run: () => remove.mutateAsync(terms.id),
      onSuccess: onDeleted,
      onError: (e) => setError(errorMessage(e)),
    });
  }

  if (!manager) {
    return <Text c="dimmed">Apenas administradores editam e publicam termos.</Text>;
  }
  return (
    <Stack gap="sm">
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <TextInput label="Título" value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
      <Checkbox
        label="Exigir aceite dos usuários dos clientes"
        checked={requires}
        onChange={(e) => setRequires(e.currentTarget.checked)}
      />
      <Suspense fallback={<Loader aria-label="Carregando o editor" />}>
        <TermsEditor value={html} onChange={setHtml} />
      </Suspense>
      {terms.draft_html && (
        <Text size="xs" c="dimmed">
          Rascunho salvo e ainda não publicado.
        </Text>
      )}
      <Group justify="space-between">
        {terms.versions.length === 0 ? (
          <Button variant="subtle" color="red" onClick={onDelete} loading={remove.isPending}>
            Excluir
          </Button>
        ) : (
          <span />
        )}
        <Group gap="sm">
          <Button variant="default" onClick={save} loading={update.isPending}>
            Salvar rascunho
          </Button>
          <Button onClick={onPublish} loading={publish.isPending} disabled={!html}>
            Publicar nova versão
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
