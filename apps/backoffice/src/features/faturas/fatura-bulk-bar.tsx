import { Alert, Button, Group, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import {
  cancelamentoSchema,
  countLabel,
  FATURAS_LOTE_MAX,
  type FaturaListItem,
  type FaturaLoteItem,
  pluralWord,
} from '@siao/shared';
import { IconCash, IconFileZip, IconMail, IconX } from '@tabler/icons-react';
import { type ComponentProps, type FormEvent, type ReactNode, useState } from 'react';
import { useSchemaForm } from '../../components/forms/use-schema-form';
import { downloadFaturaPdfs, useFaturaLote } from './faturas-lote-api';
import { type LoteAcao, loteSummary } from './lote-summary';
import { PaymentFields, usePaymentForm } from './payment-fields';
import type { FaturaSelection } from './use-fatura-selection';

const actions: Record<
  LoteAcao,
  { button: string; title: (n: number) => string; intro: string; color?: string }
> = {
  email: {
    button: 'Enviar por e-mail',
    title: (n) => `Enviar ${countLabel(n, 'fatura')} por e-mail`,
    intro: 'Cada fatura vai, com o PDF em anexo, para o e-mail cadastrado do seu cliente.',
  },
  pagamento: {
    button: 'Registrar pagamento',
    title: (n) => `Registrar o pagamento de ${countLabel(n, 'fatura')}`,
    intro: 'A mesma data e forma de pagamento valem para todas as faturas selecionadas.',
  },
  pdf: {
    button: 'Baixar PDFs',
    title: (n) => `Baixar ${countLabel(n, 'PDF')} em um arquivo .zip`,
    intro: 'Um arquivo .zip com o PDF de cada fatura selecionada.',
  },
  cancelamento: {
    button: 'Cancelar',
    title: (n) => `Cancelar ${countLabel(n, 'fatura')}`,
    intro:
      'O cancelamento não pode ser desfeito e os números não serão reutilizados. Faturas pagas não são canceladas.',
    color: 'red',
  },
};
const icons: Record<LoteAcao, ReactNode> = {
  email: <IconMail size={16} />,
  pagamento: <IconCash size={16} />,
  pdf: <IconFileZip size={16} />,
  cancelamento: <IconX size={16} />,
};

/**
 * The actions on the faturas ticked in the list: each asks for confirmation in a dialog, the server
 * runs the batch (each fatura through its single action's rules and audit), and one sentence sums up
 * the end ("3 faturas canceladas, 1 não pôde ser cancelada: já paga").
 */
export function FaturaBulkBar({ selection }: { selection: FaturaSelection }) {
  const [acao, setAcao] = useState<LoteAcao | null>(null);
  const [summary, setSummary] = useState<{ text: string; failed: boolean } | null>(null);
  const faturas = [...selection.selected.values()].sort((a, b) => a.numero - b.numero);
  const tooMany = faturas.length > FATURAS_LOTE_MAX;
  function finish(kind: LoteAcao, itens: FaturaLoteItem[]) {
    setSummary({ text: loteSummary(kind, itens), failed: itens.some((i) => !i.ok) });
    selection.clear();
    setAcao(null);
  }
  if (!faturas.length && !summary) return null;
  return (
    <Stack gap="xs">
      {summary && (
        <Alert
          color={summary.failed ? 'yellow' : 'teal'}
          role="status"
          withCloseButton
          closeButtonLabel="Fechar resumo"
          onClose={() => setSummary(null)}
          data-testid="lote-summary"
        >
          {summary.text}
        </Alert>
      )}
      {faturas.length > 0 && (
        <Paper withBorder p="xs" data-testid="lote-bar">
          <Group gap="xs" wrap="wrap">
            <Text size="sm" fw={600} mr="auto">
              {countLabel(faturas.length, 'fatura')}{' '}
              {pluralWord(faturas.length, 'selecionada', 'selecionadas')}
            </Text>
            {tooMany && (
              <Text size="sm" c="red">
                Selecione no máximo {FATURAS_LOTE_MAX} faturas por vez.
              </Text>
            )}
            {(Object.keys(actions) as LoteAcao[]).map((kind) => (
              <Button
                key={kind}
                size="xs"
                variant={kind === 'cancelamento' ? 'light' : 'default'}
                color={actions[kind].color}
                leftSection={icons[kind]}
                disabled={tooMany}
                onClick={() => setAcao(kind)}
              >
                {actions[kind].button}
              </Button>
            ))}
            <Button size="xs" variant="subtle" onClick={selection.clear}>
              Limpar seleção
            </Button>
          </Group>
        </Paper>
      )}
      {acao && (
        <LoteModal
          acao={acao}
          faturas={faturas}
          onClose={() => setAcao(null)}
          onDone={(i) => finish(acao, i)}
        />
      )}
    </Stack>
  );
}

interface LoteModalProps {
  acao: LoteAcao;
  faturas: FaturaListItem[];
  onClose: () => void;
  onDone: (itens: FaturaLoteItem[]) => void;
}

function LoteModal(props: LoteModalProps) {
  if (props.acao === 'pagamento') return <PaymentLote {...props} />;
  if (props.acao === 'cancelamento') return <CancelLote {...props} />;
  return <ConfirmLote {...props} />;
}

/** The dialog every batch action shares: what will happen, to which faturas, and the confirm button. */
function LoteFrame({
  acao,
  faturas,
  onClose,
  children,
  failure,
  saving,
  formProps,
}: Omit<LoteModalProps, 'onDone'> & {
  children?: ReactNode;
  failure?: string | null;
  saving: boolean;
  formProps: ComponentProps<'form'>;
}) {
  const action = actions[acao];
  const shown = faturas.slice(0, 12).map((f) => String(f.numero).padStart(6, '0'));
  return (
    <Modal opened onClose={onClose} title={action.title(faturas.length)}>
      <form {...formProps}>
        <Stack>
          <Text size="sm">{action.intro}</Text>
          <Text size="sm" c="dimmed">
            Nº {shown.join(', ')}
            {faturas.length > shown.length ? ` e mais ${faturas.length - shown.length}` : ''}
          </Text>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Voltar
            </Button>
            <Button type="submit" color={action.color} loading={saving}>
              {action.button}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

const idsOf = (faturas: FaturaListItem[]) => faturas.map((f) => f.id);

function PaymentLote(props: LoteModalProps) {
  const lote = useFaturaLote();
  const form = usePaymentForm(async (payload) => {
    props.onDone(
      (await lote.mutateAsync({ acao: 'pagamento', ids: idsOf(props.faturas), ...payload })).itens,
    );
  });
  return (
    <LoteFrame {...props} failure={form.failure} saving={form.saving} formProps={form.formProps}>
      <PaymentFields form={form} />
    </LoteFrame>
  );
}

function CancelLote(props: LoteModalProps) {
  const lote = useFaturaLote();
  const form = useSchemaForm({
    initial: { motivo: '' },
    schema: cancelamentoSchema,
    onSubmit: async ({ motivo }) => {
      props.onDone(
        (await lote.mutateAsync({ acao: 'cancelamento', ids: idsOf(props.faturas), motivo })).itens,
      );
    },
  });
  return (
    <LoteFrame {...props} failure={form.failure} saving={form.saving} formProps={form.formProps}>
      <Textarea
        label="Motivo do cancelamento"
        required
        autosize
        minRows={3}
        maxLength={500}
        {...form.text('motivo')}
      />
    </LoteFrame>
  );
}

/** E-mail and PDFs: nothing to fill in, only the confirmation. */
function ConfirmLote(props: LoteModalProps) {
  const lote = useFaturaLote();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function run(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    setFailure(null);
    try {
      const ids = idsOf(props.faturas);
      props.onDone(
        props.acao === 'pdf'
          ? await downloadFaturaPdfs(ids)
          : (await lote.mutateAsync({ acao: 'email', ids })).itens,
      );
    } catch (error) {
      setFailure((error as Error).message);
      setSaving(false);
    }
  }
  return (
    <LoteFrame {...props} failure={failure} saving={saving} formProps={{ onSubmit: run, noValidate: true }} />
  );
}
