import { Avatar, Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { AVATAR_MAX_BYTES, AVATAR_MAX_KB, AVATAR_MIME_TYPES } from '@siao/shared/constants';
import { errorCatalog, formatMessage } from '@siao/shared/errors';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';

/** The server's limits and messages (PNG/JPEG/WebP, 512 KB), checked before reading the file. */
export function avatarFileError(file: File): string | null {
  if (!(AVATAR_MIME_TYPES as readonly string[]).includes(file.type))
    return errorCatalog.AVATAR_TYPE_NOT_ALLOWED.message;
  if (file.size > AVATAR_MAX_BYTES)
    return formatMessage(errorCatalog.AVATAR_TOO_LARGE.message, { size: `${AVATAR_MAX_KB} KB` });
  return null;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

interface Props {
  /** Image shown now: the new data URL, the saved address, or null. */
  src: string | null;
  fallback: string;
  error?: string | null;
  /** data URL of the chosen image, or null to remove it. */
  onChange: (value: string | null) => void;
}

export function AvatarField({ src, fallback, error, onChange }: Props) {
  const [localError, setLocalError] = useState<string | null>(null);

  async function pick(file: File | null) {
    if (!file) return;
    const problem = avatarFileError(file);
    setLocalError(problem);
    if (!problem) onChange(await readAsDataUrl(file));
  }

  return (
    <Input.Wrapper label="Foto" error={localError ?? error}>
      <Group gap="md" mt={4} wrap="nowrap">
        <Avatar
          src={src}
          size={72}
          radius="xl"
          color="siao"
          alt="Pré-visualização da foto"
          data-testid="avatar-preview"
        >
          {fallback}
        </Avatar>
        <Stack gap={6}>
          <Group gap="xs">
            <FileButton onChange={pick} accept={AVATAR_MIME_TYPES.join(',')}>
              {(props) => (
                <Button {...props} variant="light" size="xs" leftSection={<IconUpload size={14} />}>
                  Escolher foto
                </Button>
              )}
            </FileButton>
            {src && (
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconTrash size={14} />}
                onClick={() => onChange(null)}
              >
                Remover foto
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            PNG, JPEG ou WebP, até {AVATAR_MAX_KB} KB.
          </Text>
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
