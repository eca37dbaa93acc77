import { Box, Button, CopyButton, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** PIX copia e cola with a copy button and the QR code (SVG drawn by the server from the same code). */
export function PixBox({ pix }: { pix: { copia_e_cola: string; qr_code_svg: string } }) {
  const qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(pix.qr_code_svg)}`;
  return (
    <Paper withBorder p="md">
      <Text fw={600} mb="sm">
        Pagar com PIX
      </Text>
      <Group align="start" wrap="wrap">
        <Box component="img" src={qr} alt="QR code PIX da fatura" w={180} h={180} />
        <Stack style={{ flex: 1, minWidth: 240 }}>
          <Textarea
            label="PIX copia e cola"
            value={pix.copia_e_cola}
            readOnly
            autosize
            minRows={3}
            styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
          />
          <CopyButton value={pix.copia_e_cola}>
            {({ copied, copy }) => (
              <Button
                variant={copied ? 'light' : 'filled'}
                color={copied ? 'green' : undefined}
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                onClick={copy}
              >
                {copied ? 'Código copiado' : 'Copiar código PIX'}
              </Button>
            )}
          </CopyButton>
        </Stack>
      </Group>
    </Paper>
  );
}
