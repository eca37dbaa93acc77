/** Column types of the quiz engine's JSON columns (review matrix, random slots). */

export type ReviewItem = 'correcao' | 'pontos' | 'feedback' | 'resposta_certa' | 'explicacao';
export type ReviewMoment = 'durante' | 'logo_apos' | 'depois' | 'apos_fechamento';
export type ReviewMatrix = Record<ReviewMoment, Record<ReviewItem, boolean>>;

export interface RandomSlot {
  category: string;
  count: number;
}
