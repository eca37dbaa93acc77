/** Letters and digits of a name for a file: accents dropped, anything else one `_`, at most `max` chars. */
function fileNamePart(text: string, max = 60): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .slice(0, max)
    .replace(/^_+|_+$/g, '');
}

/**
 * `Certificado_<jornada>_<nome>.pdf` in ASCII, e.g. `Certificado_Seguranca_da_informacao_e_LGPD_Caio_Cliente.pdf`:
 * what the learner files, readable in any file system or e-mail client.
 */
export function certificateFileName(journeyTitle: string, learnerName: string): string {
  const parts = ['Certificado', fileNamePart(journeyTitle), fileNamePart(learnerName, 40)].filter(Boolean);
  return `${parts.join('_')}.pdf`;
}
