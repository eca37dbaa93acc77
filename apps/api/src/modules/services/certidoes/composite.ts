/** A field's value with the words it was read from. */
export interface FoundValue {
  value: string;
  words: { text: string }[];
}

const CITY_UF = /\p{L}[\p{L}' .]*\s*[-–/]\s*[A-Z]{2}\b/u;

/**
 * One cell of the model that holds two fields (`DATA E HORA DO FALECIMENTO`, `ESTADO CIVIL E
 * IDADE`, `SEPULTAMENTO/CREMAÇÃO (MUNICÍPIO E CEMITÉRIO)`, `NOME E NÚMERO DE DOCUMENTO DO MÉDICO`):
 * the value is split into both fields when the second is not printed in a cell of its own.
 */
export function splitCompositeValues(found: Map<string, FoundValue>): void {
  const split = (from: string, to: string, pattern: RegExp, order: 'first-second' | 'second-first') => {
    const source = found.get(from);
    if (!source || found.get(to)?.value) return;
    const m = pattern.exec(source.value);
    if (!m) return;
    const [head, tail] = [(m[1] ?? '').trim(), (m[2] ?? '').trim()];
    const [keep, give] = order === 'first-second' ? [head, tail] : [tail, head];
    if (!keep || !give) return;
    const tokensOf = (s: string) => new Set(s.split(/\s+/));
    const giveTokens = tokensOf(give);
    found.set(to, { value: give, words: source.words.filter((w) => giveTokens.has(w.text)) });
    found.set(from, { value: keep, words: source.words.filter((w) => !giveTokens.has(w.text)) });
  };
  // `12/03/2020 às 14:30`, `12/03/2020, 14h30`
  split(
    'data_falecimento',
    'hora_falecimento',
    /^(\d{1,2}\s?[/.-]\s?\d{1,2}\s?[/.-]\s?\d{4})[\s,;–-]*(?:[àa]s\s+)?(\d{1,2}\s?[:h.]\s?\d{2}(?:\s?min)?)$/iu,
    'first-second',
  );
  const time = found.get('hora_falecimento');
  if (time) time.value = time.value.replace(/^(\d{1,2})\s?h\s?(\d{2})(?:\s?min)?$/i, '$1:$2');
  // `Casado(a), 67 anos`
  split(
    'estado_civil',
    'idade',
    /^(.+?)[\s,;–-]+(\d{1,3}\s+(?:anos?|meses|m[eê]s|dias?))$/iu,
    'first-second',
  );
  // `Cemitério da Saudade, Campinas - SP` or `Campinas - SP, Cemitério da Saudade`
  const place = found.get('sepultamento_local')?.value ?? '';
  const cityFirst = new RegExp(`^(${CITY_UF.source})[\\s,;–-]+(.+)$`, 'u');
  if (cityFirst.test(place)) split('sepultamento_local', 'sepultamento_municipio', cityFirst, 'second-first');
  else
    split(
      'sepultamento_local',
      'sepultamento_municipio',
      new RegExp(`^(.+?)[\\s,;]+(${CITY_UF.source})$`, 'u'),
      'first-second',
    );
  // `Dr. Paulo Lima - CRM-SP 123456`
  split('medico', 'medico_documento', /^(.+?)[\s,;–-]+(CRM\b.*)$/u, 'first-second');
}
