import { Group, Pagination, Text } from '@mantine/core';
import { countLabel } from '@siao/shared/format';

interface ListPagerProps {
  total: number;
  limit: number;
  page: number;
  onPage: (page: number) => void;
  /** The listed thing, singular ("documento"): shown as "1 documento", "12 documentos". */
  noun: string;
  /** when not `noun` + "s" ("quizzes") */
  plural?: string;
}

/** Below a paginated list: how many there are and the page links; nothing when one page holds them all. */
export function ListPager({ total, limit, page, onPage, noun, plural }: ListPagerProps) {
  if (total <= limit) return null;
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {countLabel(total, noun, plural)}
      </Text>
      <Pagination total={Math.ceil(total / limit)} value={page} onChange={onPage} />
    </Group>
  );
}
