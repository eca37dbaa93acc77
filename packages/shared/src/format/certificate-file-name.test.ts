import { describe, expect, it } from 'vitest';
import { certificateFileName } from './certificate-file-name';

describe('certificateFileName', () => {
  it('names the journey and the learner in safe ASCII', () => {
    expect(certificateFileName('Segurança da informação e LGPD no cartório', 'Caio Cliente')).toBe(
      'Certificado_Seguranca_da_informacao_e_LGPD_no_cartorio_Caio_Cliente.pdf',
    );
    expect(certificateFileName('LGPD: 1º módulo / "básico"', "  João D'Ávila  ")).toBe(
      'Certificado_LGPD_1o_modulo_basico_Joao_D_Avila.pdf',
    );
  });

  it('keeps long names short and never leaves empty parts', () => {
    const name = certificateFileName('A'.repeat(200), '—');
    expect(name).toBe(`Certificado_${'A'.repeat(60)}.pdf`);
  });
});
