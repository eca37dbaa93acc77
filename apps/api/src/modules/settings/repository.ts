import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { platformSettings } from '../../db/schema';

export type SettingsRow = typeof platformSettings.$inferSelect;
export type SettingsColumns = Omit<typeof platformSettings.$inferInsert, 'id' | 'updatedAt' | 'updatedBy'>;

export async function findSettings(db: Db | Tx): Promise<SettingsRow | null> {
  const [row] = await db.select().from(platformSettings).where(eq(platformSettings.id, 1));
  return row ?? null;
}

/** The one row, created on the first save. */
export async function saveSettings(tx: Db | Tx, columns: SettingsColumns, updatedBy: string | null) {
  const values = { ...columns, updatedAt: new Date(), updatedBy };
  const [row] = await tx
    .insert(platformSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: platformSettings.id, set: values })
    .returning();
  if (!row) throw new Error('platform_settings: upsert sem linha');
  return row;
}

/**
 * Points the issuer at a logo (or none), creating the row from `defaults` (the values in force) when
 * nothing was saved yet. Returns the row.
 */
export async function saveLogo(
  tx: Tx,
  logo: { key: string; mime: string } | null,
  defaults: SettingsColumns,
  updatedBy: string | null,
) {
  const values = {
    emitenteLogoKey: logo?.key ?? null,
    emitenteLogoMime: logo?.mime ?? null,
    updatedAt: new Date(),
    updatedBy,
  };
  const [row] = await tx
    .insert(platformSettings)
    .values({ id: 1, ...defaults, ...values })
    .onConflictDoUpdate({ target: platformSettings.id, set: values })
    .returning();
  if (!row) throw new Error('platform_settings: upsert sem linha');
  return row;
}
