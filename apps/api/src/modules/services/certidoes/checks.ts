import { type CertidaoKind, isValidCpf, type MatriculaParts } from '@siao/shared';
import {
  isValidTime,
  type ParsedDate,
  parseDateInWords,
  parseNumericDate,
  strangeWordsInDate,
  unaccentedDateWords,
} from './dates';
import { labelSpecs } from './labels';
import { labelTextIn } from './locate';
import { matriculaIn } from './matricula-parts';

export const UFS = new Set(
  'AC AL AP AM BA CE DF ES GO MA MT MS MG PA PB PR PE PI RJ RN RS RO RR SC SP SE TO'.split(' '),
);
/** Fields written `Município - UF`. */
export const CITY_UF_FIELDS = [
  'naturalidade',
  'municipio_nascimento_uf',
  'municipio_registro_uf',
  'sepultamento_municipio',
];
/** Fields made of people's names. */
export const NAME_FIELDS = ['nome', 'filiacao', 'avos', 'declarante', 'medico'];
/** Fields naming places and addresses, written in title case. */
export const PLACE_FIELDS = ['local_nascimento', 'local_falecimento', 'residencia', 'sepultamento_local'];

/**
 * Words Portuguese always writes with an accent or cedilla: common Brazilian given names and
 * surnames, places, and words of the certidão. Read without it, the OCR probably lost it; the field is
 * marked, not corrected (some registries print names without accents). Names written both ways in
 * Brazil (`Théo`/`Theo`) and words whose unaccented form is another word (`Pará`/`para`) are left out.
 */
const ALWAYS_ACCENTED = [
  ...['José', 'João', 'Antônio', 'Antônia', 'Márcia', 'Márcio', 'Lúcia', 'Lúcio', 'Luíza', 'Luísa'],
  ...['Heloísa', 'Moisés', 'Inês', 'Ítalo', 'Cauã', 'Sebastião', 'Conceição', 'Assunção', 'Gonçalo'],
  ...['Gonçalves', 'Simões', 'Araújo', 'Magalhães', 'Guimarães', 'Romão', 'Brandão', 'Falcão', 'Peçanha'],
  ...['Fábio', 'Sérgio', 'Flávio', 'Flávia', 'Cláudio', 'Cláudia', 'Patrícia', 'Letícia', 'Vinícius'],
  ...['André', 'Jéssica', 'Mônica', 'Débora', 'Tânia', 'Sônia', 'Ângela', 'Rosângela', 'Vânia', 'Glória'],
  ...['Otávio', 'Rogério', 'Emílio', 'Inácio', 'Estêvão', 'Júlio', 'Júlia', 'Mário', 'Vitória', 'Benício'],
  ...['Ribeirão', 'Belém', 'Goiânia', 'Cuiabá', 'Maceió', 'Florianópolis', 'Uberlândia', 'Jundiaí'],
  ...['Brasília', 'Macapá', 'Teresópolis', 'Petrópolis', 'Niterói', 'Paraíba', 'Piauí', 'Ceará', 'Goiás'],
  ...['Maranhão', 'Paraná', 'Amapá', 'Rondônia', 'Misericórdia', 'São', 'Praça', 'Município', 'Matrícula'],
  ...['cardíaca', 'cardíaco', 'insuficiência', 'respiratória', 'pulmão', 'isquêmico', 'hemorrágico'],
];
const unaccented = (w: string) => w.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const ACCENTED_BY_LETTERS = new Map(ALWAYS_ACCENTED.map((w) => [unaccented(w).toUpperCase(), w]));

/** How Portuguese writes a word it always accents, when it was read without the accent (`JOSE` → `José`). */
function usualAccent(word: string): string | undefined {
  if (!/^\p{L}{3,}$/u.test(word) || unaccented(word) !== word) return undefined;
  return ACCENTED_BY_LETTERS.get(word.toUpperCase());
}

/** The value's first word that Portuguese writes with an accent, read without one (`JOSE`, `cardiaca`). */
export function accentLost(value: string): { read: string; usual: string } | null {
  for (const word of value.split(/[\s,;.()]+/)) {
    const usual = usualAccent(word);
    if (usual) return { read: word, usual };
  }
  return null;
}

/**
 * The value with Portuguese accents: an acute or circumflex Portuguese never writes taken out
 * (`Nascímento`), and the accent of a word always written with one put in (`Heloisa`); `changes` says
 * which (`Nascímento → Nascimento`).
 */
export function portugueseAccents(value: string): { value: string; changes: string[] } {
  const changes: string[] = [];
  const respelled = value.replace(/\p{L}+/gu, (word) => {
    const usual = usualAccent(word);
    let right = word;
    if (accentNotWritten(word))
      right = word
        .normalize('NFD')
        .replace(/[\u0301\u0302]/g, '')
        .normalize('NFC');
    else if (usual) right = word === word.toUpperCase() ? usual.toUpperCase() : usual;
    if (right !== word) changes.push(`${word} → ${right}`);
    return right;
  });
  return { value: respelled, changes };
}

/** The numeric date each date in words is printed beside. */
const NUMERIC_DATE_OF: Record<string, string> = {
  data_nascimento_extenso: 'data_nascimento',
  data_hora_falecimento_extenso: 'data_falecimento',
};

const CONSONANTS = 'b-df-hj-np-tv-zçB-DF-HJ-NP-TV-ZÇ';
/**
 * An accent Portuguese never writes: on the next-to-last syllable of a word ending in a consonant and
 * `a`, `e` or `o` (`Distríto`: such words are stressed there without an accent; the accented ones end
 * in a diphthong, `Antônio`, or the accent is on an earlier syllable, `Mônica`), or an `í`/`ú` ending a
 * word after a consonant (`Irací`: a final `i`/`u` is stressed without an accent; only after a vowel,
 * `Jundiaí`, it is written). An `í`/`ú` after a vowel is a hiatus and always written (`Luíza`).
 */
const PAROXYTONE = new RegExp(`(?<![aeiouAEIOU])[áéíóúâêôÁÉÍÓÚÂÊÔ][${CONSONANTS}]+[aeoAEO][sS]?$`, 'u');
const FINAL_IU = new RegExp(`[${CONSONANTS}][íúÍÚ][sS]?$`, 'u');
/**
 * An accent two syllables from the end whose next syllable is closed or a diphthong (`Nascímento`,
 * `Olíveira`): the words accented there have an open next syllable (`Mônica`, `Ângelo`, `Fátima`),
 * and such a word is stressed on that syllable, without an accent. Or an accent two syllables or more
 * before a final `ão`/`ães`/`ões` (`Guímarães`): only the syllable before it can take one (`Cristóvão`).
 */
const CLOSED_AFTER_ACCENT = new RegExp(
  `[áéíóúâêôÁÉÍÓÚÂÊÔ][${CONSONANTS}]+[aeiouAEIOU](?:[iuIU]|[mnrlsMNRLS](?=[${CONSONANTS}]))[${CONSONANTS}]+[aeoAEO][sS]?$`,
  'u',
);
const EARLY_BEFORE_TILDE = new RegExp(
  `[áéíóúâêôÁÉÍÓÚÂÊÔ][${CONSONANTS}]+[aeiouAEIOU]+[${CONSONANTS}]+[ãõÃÕ][eoEO]?[sS]?$`,
  'u',
);
/**
 * An accent three syllables or more before the last (`Prímaveras`): Portuguese accents the
 * antepenult at the earliest (`Petrópolis`, `Bárbara`); vowels side by side count as one syllable.
 */
const BEFORE_ANTEPENULT = new RegExp(
  `[áéíóúâêôÁÉÍÓÚÂÊÔ](?:[${CONSONANTS}]+[aeiouáéíóúâêôãõAEIOUÁÉÍÓÚÂÊÔÃÕ]+){3,}[${CONSONANTS}]*$`,
  'u',
);
export function accentNotWritten(value: string): string | null {
  return (
    value
      .split(/[\s,;.:()/\-–]+/)
      .find(
        (w) =>
          PAROXYTONE.test(w) ||
          FINAL_IU.test(w) ||
          CLOSED_AFTER_ACCENT.test(w) ||
          EARLY_BEFORE_TILDE.test(w) ||
          BEFORE_ANTEPENULT.test(w),
      ) ?? null
  );
}
/** Fields of words (names, places, causes, notes) where an accent is checked against Portuguese spelling. */
export const TEXT_FIELDS = [
  ...NAME_FIELDS,
  ...PLACE_FIELDS,
  ...CITY_UF_FIELDS,
  'gemeo',
  'causa_morte',
  'averbacoes_anotacoes',
];

/** The values each closed-list field can print, with the gendered forms of the civil status. */
export const CLOSED_VALUES: Record<string, readonly string[]> = {
  sexo: ['masculino', 'feminino', 'ignorado'],
  cor: ['branca', 'preta', 'parda', 'amarela', 'indígena', 'ignorada'],
  estado_civil: [
    ...['solteiro(a)', 'solteiro', 'solteira', 'casado(a)', 'casado', 'casada'],
    ...['viúvo(a)', 'viúvo', 'viúva', 'divorciado(a)', 'divorciado', 'divorciada'],
    ...['separado(a) judicialmente', 'separado judicialmente', 'separada judicialmente'],
    ...['separado(a)', 'separado', 'separada', 'união estável'],
  ],
};
/** Fields whose value is one of a closed list's words. */
const CLOSED_LISTS = Object.keys(CLOSED_VALUES);
/**
 * Words of a place's name that ask for a name after them: the kind of street and the titles and
 * saints streets are named after (`Travessa São`, `Rua Tenente-Coronel`: the rest on a line not read).
 */
const BEFORE_A_NAME = new Set([
  ...['rua', 'avenida', 'av', 'av.', 'travessa', 'alameda', 'praça', 'rodovia', 'estrada', 'largo'],
  ...['são', 'santa', 'santo', 'dom', 'dona', 'padre', 'frei', 'doutor', 'dr', 'dr.', 'professor'],
  ...['prof', 'prof.', 'presidente', 'general', 'marechal', 'coronel', 'tenente', 'capitão', 'major'],
  ...['almirante', 'brigadeiro', 'barão', 'visconde', 'conde', 'nossa'],
]);

/** Particles written in lower case inside a name. */
export const PARTICLES = new Set(['da', 'de', 'do', 'das', 'dos', 'e']);
/** Words a names field writes in small letters: particles and the grandparents' sides. */
const NAME_SMALL_WORDS = new Set([...PARTICLES, 'paternos', 'maternos']);

const CONFUSIONS: Record<string, string> = { O: '0', o: '0', D: '0', l: '1', I: '1', i: '1', S: '5', B: '8' };

/** A CPF read with letter confusions, accepted only when its check digits then pass. */
export function readCpf(value: string): { value: string; valid: boolean } {
  const compact = value.replace(/[\s.,\-/]/g, '');
  if (!/^[\dOoDlIiSB]{11}$/.test(compact)) return { value, valid: false };
  const digits = compact.replace(/\D/g, (c) => CONFUSIONS[c] ?? c);
  if (!isValidCpf(digits)) return { value, valid: false };
  return {
    value: `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`,
    valid: true,
  };
}

const sameDate = (a: ParsedDate, b: ParsedDate) =>
  a.day === b.day && a.month === b.month && a.year === b.year;
const BOOK_OF_KIND: Record<CertidaoKind, number[]> = { nascimento: [1], obito: [4, 5] };

/**
 * Why a field must be reviewed by a person (empty list: the checks found nothing). Values checked
 * against each other: the numeric date against the date in words, the matrícula's book type
 * against the certidão's kind.
 */
export function reviewReasons(
  kind: CertidaoKind,
  key: string,
  value: string,
  values: Record<string, string>,
  matricula: MatriculaParts | null,
): string[] {
  if (!value) return [];
  const reasons: string[] = [];
  if (key === 'cpf' && !readCpf(value).valid && !/^[-–\s]*$/.test(value)) {
    reasons.push('CPF com dígitos verificadores inválidos.');
  }
  if (key === 'matricula') {
    if (!matricula) reasons.push('Matrícula não reconhecida (32 dígitos).');
    else if (!matricula.valid) reasons.push('Matrícula com dígitos verificadores inválidos.');
    else if (matricula.tipo_livro !== null && !BOOK_OF_KIND[kind].includes(matricula.tipo_livro)) {
      const name = kind === 'nascimento' ? 'nascimento' : 'óbito';
      reasons.push(
        `O tipo do livro da matrícula (${matricula.tipo_livro_nome}) não corresponde a uma certidão de ${name}.`,
      );
    }
  }
  if (key === 'data_nascimento' || key === 'data_falecimento') {
    const date = parseNumericDate(value);
    if (!date) reasons.push('Data não reconhecida (dd/mm/aaaa).');
    else if (!date.valid) reasons.push('Data inexistente.');
    const words =
      values[key === 'data_nascimento' ? 'data_nascimento_extenso' : 'data_hora_falecimento_extenso'];
    const inWords = words ? parseDateInWords(words) : null;
    if (date?.valid && inWords?.valid && !sameDate(date, inWords)) {
      reasons.push('A data não confere com a data por extenso.');
    }
  }
  if (key.endsWith('_extenso')) {
    const date = parseDateInWords(value);
    if (!date) reasons.push('Data por extenso não reconhecida.');
    else if (!date.valid) reasons.push('Data inexistente.');
    const strange = strangeWordsInDate(value);
    if (strange.length) reasons.push(`Palavras que não são de data por extenso: ${strange.join(', ')}.`);
    const unaccented = unaccentedDateWords(value);
    if (unaccented.length) reasons.push(`Palavras de data sem o acento: ${unaccented.join(', ')}.`);
    // two fields that disagree: which one was misread is not known, both are looked at
    const numeric = NUMERIC_DATE_OF[key];
    const printed = numeric ? parseNumericDate(values[numeric] ?? '') : null;
    if (date?.valid && printed?.valid && !sameDate(date, printed))
      reasons.push('A data por extenso não confere com a data.');
  }
  if (key === 'gemeo' && /\d{5}/.test(value)) {
    // the twin's matrícula has check digits of its own: a digit misread shows
    const twin = matriculaIn(value);
    if (!twin?.valid || twin.corrected)
      reasons.push('Matrícula do gêmeo com dígitos verificadores inválidos.');
  }
  if ((key === 'hora_nascimento' || key === 'hora_falecimento') && !isValidTime(value)) {
    reasons.push('Hora não reconhecida.');
  }
  if (key === 'sexo' && !CLOSED_VALUES.sexo?.includes(value.trim().toLowerCase())) {
    reasons.push('Sexo deve ser masculino, feminino ou ignorado.');
  }
  if (labelTextIn(value, labelSpecs[kind])) reasons.push('O valor contém texto de rótulo do modelo.');
  if (CITY_UF_FIELDS.includes(key)) {
    const uf = /\s-\s([A-Z]{2})$/.exec(value)?.[1];
    if (!uf || !UFS.has(uf)) reasons.push('Município sem UF válida (Município - UF).');
    // a UF after the UF (`Vitória - ES SP`, its dash then put back): a word of the next cell
    if (/\s-\s[A-Z]{2}\s*[-–+~—]?\s*[A-Z]{2}$/.test(value))
      reasons.push('Duas UFs no município: confira a leitura.');
  }
  if (NAME_FIELDS.includes(key) && /\d/.test(value)) reasons.push('Nome com algarismos.');
  // the circumflex is not written before another vowel (`THÊO` is `THÉO` misread): no such spelling
  const spelling = /\p{L}*[êôÊÔ][aeoAEO]\p{L}*/u.exec(value);
  if (spelling) reasons.push(`Grafia impossível (${spelling[0]}): confira o acento.`);
  // no Portuguese word puts two accented vowels side by side (`isquéêmico`: one letter read twice)
  const twice =
    TEXT_FIELDS.includes(key) && value.split(/\s+/).find((w) => /[áàâãéêíóôõúÁÀÂÃÉÊÍÓÔÕÚ]{2}/u.test(w));
  if (twice) reasons.push(`Dois acentos seguidos (${twice}): confira a leitura.`);
  // a colon in a name is only the grandparents' side's (`paternos:`): else a label's end glued to it
  const colon =
    NAME_FIELDS.includes(key) &&
    value.split(/\s+/).find((w) => /:/.test(w) && !NAME_SMALL_WORDS.has(w.replace(/:$/, '').toLowerCase()));
  if (colon) reasons.push(`Dois-pontos num nome (${colon}): confira se é o fim de um rótulo.`);
  const unwritten = TEXT_FIELDS.includes(key) && accentNotWritten(value);
  if (unwritten) reasons.push(`Acento que o português não escreve (${unwritten}): confira a leitura.`);
  // names and surnames end in `ê`/`ô` only as nicknames: the end of a word read as one accented
  // letter (`SIMÊ` for `SIMÕES`)
  const ending = NAME_FIELDS.includes(key) && /\p{L}+[êôÊÔ](?!\p{L})/u.exec(value);
  if (ending) reasons.push(`Nome terminado em circunflexo (${ending[0]}): confira a leitura.`);
  // the grave accent is the crase (`à`, `às`), never in a name: another accent misread (`Cauà`)
  const grave = NAME_FIELDS.includes(key) && /\p{L}*[àèìòùÀÈÌÒÙ]\p{L}*/u.exec(value);
  if (grave) reasons.push(`Acento grave num nome (${grave[0]}): confira a leitura.`);
  // no Portuguese word starts with these letters: the end of a word Tesseract cut in two (`PEÇA NHA`)
  const cut =
    (NAME_FIELDS.includes(key) || PLACE_FIELDS.includes(key)) && /(^|\s)(nh|lh|ç|rr|ss)\p{L}*/iu.exec(value);
  if (cut) reasons.push(`Palavra cortada (${cut[0].trim()}): confira a leitura.`);
  // no Portuguese word starts with `l` and a consonant other than `h`: a capital `I` read `L`
  // (`Lraci` for `Iraci`), which Tesseract does with a high confidence
  const lI =
    (NAME_FIELDS.includes(key) || PLACE_FIELDS.includes(key) || CITY_UF_FIELDS.includes(key)) &&
    /(?<!\p{L})[lL][b-df-gj-np-tv-zB-DF-GJ-NP-TV-Z]\p{L}*/u.exec(value);
  if (lI) reasons.push(`Palavra começando com L e consoante (${lI[0]}): confira se é I.`);
  // a name word is in capitals or in title case: a small letter before a capital inside it is a
  // capital misread (`fTALO`, `ÍtALO` for `ÍTALO`)
  const mixed =
    (NAME_FIELDS.includes(key) || PLACE_FIELDS.includes(key)) && /\p{L}*\p{Ll}\p{Lu}\p{L}*/u.exec(value);
  if (mixed) reasons.push(`Maiúscula no meio da palavra (${mixed[0]}): confira a leitura.`);
  // a name's words are whole: a letter alone (not the `e` between two names, nor an initial with its
  // full stop) is a letter lost from a word (`MÁRC A` for `MÁRCIA`)
  const lone = NAME_FIELDS.includes(key) && /(?<![\p{L}'’.])(?![eE])\p{L}(?![\p{L}'’.])/u.exec(value);
  if (lone) reasons.push(`Letra solta no nome (${lone[0]}): confira a leitura.`);
  // letters, spaces, apostrophes, hyphens and the separators of a list of names: anything else is
  // misread (the rest of a label before the name: `(PAI E MÃ£)`)
  const sign = NAME_FIELDS.includes(key) && /[^\p{L}\p{M}\s'’.,;:-]/u.exec(value);
  if (sign) reasons.push(`Sinal que não se usa em nomes (${sign[0]}): confira a leitura.`);
  // names are capitalised: a word in small letters is a particle or the grandparents' side
  // (`paternos:`, `maternos:`); another one is misread (`patemos`: `rn` read `m`)
  const small =
    NAME_FIELDS.includes(key) &&
    value
      .split(/[\s,;]+/)
      .find((w) => /^\p{Ll}{3,}:?$/u.test(w) && !NAME_SMALL_WORDS.has(w.replace(':', '')));
  if (small) reasons.push(`Palavra em minúscula no nome (${small}): confira a leitura.`);
  // a place's last word a comma, a hyphen or a connective: it went on in a line not read
  // or a word that asks for a name after it (`Rua Tenente-Coronel`, `Travessa São`)
  const end = value.trim();
  const lastWord = (end.split(/[\s\-–]+/).pop() ?? '').toLowerCase();
  const unfinished =
    PLACE_FIELDS.includes(key) &&
    (/[,\-–]$/.test(end) || PARTICLES.has(lastWord) || BEFORE_A_NAME.has(lastWord));
  if (unfinished) reasons.push('Endereço interrompido no fim: confira se continua na linha seguinte.');
  // `ão`, `ãe`, `õe` (plural `-s`, diminutive `-zinho`) end a Portuguese word: letters after them are
  // the next word with the space lost (`hipertensãoarterial`)
  const glued = value
    .split(/[\s,;.:()/\-–]+/)
    .find((w) => /[ãõ]/iu.test(w) && !/^[^ãõ]*[ãõ](?:[eo]?s?|[eo]?zinh[ao]s?)$/iu.test(w));
  if (glued) reasons.push(`Palavras coladas (${glued}): confira a leitura.`);
  // Brazilian names and surnames have fourteen letters at most (`Albuquerque`, `Vasconcelos`): a longer
  // word is two with the space lost (`ALBUQUERQUESIMÕES`)
  const long = NAME_FIELDS.includes(key) && /\p{L}{15,}/u.exec(value);
  if (long && !glued) reasons.push(`Palavras coladas (${long[0]}): confira a leitura.`);
  const lost = accentLost(value);
  if (lost) reasons.push(`Palavra sem o acento de costume (${lost.read}, ${lost.usual}?): confira.`);
  // the parts of an address are separated by commas: a full stop after a word is a comma misread
  // (`Conceição. Rodovia`); abbreviations (`Av.`, `Dr.`, `Prof.`) are short
  const stop = PLACE_FIELDS.includes(key) && /\p{L}{5,}\.\s+\p{Lu}/u.exec(value);
  if (stop) reasons.push(`Ponto no meio do endereço (${stop[0]}): confira a vírgula.`);
  // a municipality's name starts with a capital: a small letter is a capital misread (`vitória - ES`)
  if (CITY_UF_FIELDS.includes(key) && /^\p{Ll}/u.test(value)) {
    reasons.push('Município começando em minúscula: confira a leitura.');
  }
  if (key === 'averbacoes_anotacoes' && /^\p{Ll}/u.test(value)) {
    reasons.push('Texto começando em minúscula: confira a leitura.');
  }
  if (key === 'numero_dnv' && !/^\d{11}$/.test(value)) reasons.push('O número da DNV deve ter 11 dígitos.');
  const crmUf = /^CRM[\s/-]?([A-Z]{2})\s?\d{3,7}$/.exec(value)?.[1];
  if (key === 'medico_documento' && !UFS.has(crmUf ?? '')) {
    reasons.push('Documento do médico fora do padrão (CRM-UF 000000).');
  }
  if (key === 'documento_identificacao' && value && !/\d/.test(value)) {
    reasons.push('Documento de identificação sem número.');
  }
  // the issuing body and its UF (`SSP/SP`): the UF must exist
  const issuerUf =
    key === 'documento_identificacao' && /\b[A-Z]{2,6}\s?[/-]\s?([A-Z]{2})$/.exec(value.trim());
  if (issuerUf && !UFS.has(issuerUf[1] ?? '')) reasons.push('Órgão emissor com UF que não existe.');
  if (key === 'idade' && !/^\d{1,3} (anos?|meses|m[eê]s|dias?)$/i.test(value)) {
    reasons.push('Idade não reconhecida (ex.: 67 anos).');
  }
  if (key === 'cor' && !/^(branca|preta|parda|amarela|ind[ií]gena|ignorada)$/i.test(value)) {
    reasons.push('Cor fora das categorias do IBGE.');
  }
  // a closed list's word is printed in capitals or with a capital initial: a small initial is a
  // capital misread (`indígena`)
  if (CLOSED_LISTS.includes(key) && /^\p{Ll}/u.test(value)) {
    reasons.push('Valor começando em minúscula: confira a leitura.');
  }
  if (key === 'estado_civil' && !CLOSED_VALUES.estado_civil?.includes(value.trim().toLowerCase())) {
    reasons.push('Estado civil não reconhecido.');
  }
  return reasons;
}
