import { Group, Pagination, Text } from '@mantine/core';
import { countLabel } from '@siao/shared/format';

interface ListPagerProps {
  total: number;
  limit: number;
  page: number;
  onPage: (page: number) => void;
  /** The listed thing, singular ("documento"): shown as "1 documento", "12 documentos". */
  noun: string;
  /** plural when not noun + "s" ("usuários" is fine; "conversão" needs "conversões") */
  plural?: string;
  /** the API stopped counting at `total` (shown as "Mais de 10.000 faturas") */
  capped?: boolean;
}

/** Below a paginated list: how many there are and the page links; nothing when one page holds them all. */
export function ListPager({ total, limit, page, onPage, noun, plural, capped }: ListPagerProps) {
  if (total <= limit) return null;
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {capped ? `Mais de ${countLabel(total, noun, plural)}` : countLabel(total, noun, plural)}
      </Text>
      <Pagination total={Math.ceil(total / limit)} value={page} onChange={onPage} />
    </Group>
  );
}
