import { saoPauloClock } from '@siao/shared/format/dates';

/**
 * Spec §1: greet by name or a generic visitor label, with a friendly message that depends on the weekday.
 * The salutation and the weekday follow the São Paulo clock (the cartório's), whatever the device's zone.
 */
const VISITOR_LABEL = 'visitante';

/** Index 0 = Sunday, as Date#getDay. */
export const weekdayMessages: readonly (readonly string[])[] = [
  [
    'Bom domingo! Em que posso ajudar hoje?',
    'Domingo é dia de descanso, mas estou aqui se precisar.',
    'Aproveite o domingo! Posso adiantar alguma tarefa para você?',
  ],
  [
    'Boa segunda-feira! Vamos começar a semana com tudo?',
    'Segunda-feira chegou: conte comigo para organizar as tarefas.',
    'Uma ótima semana começa agora. Como posso ajudar?',
  ],
  [
    'Feliz terça-feira! O que vamos resolver hoje?',
    'Terça-feira produtiva pela frente. Em que posso ajudar?',
    'Ótima terça-feira! Estou pronto para suas perguntas.',
  ],
  [
    'Quarta-feira: metade da semana! Como posso ajudar?',
    'Boa quarta-feira! Vamos adiantar o trabalho juntos?',
    'Chegamos ao meio da semana. Qual é a sua dúvida hoje?',
  ],
  [
    'Boa quinta-feira! O fim de semana está chegando.',
    'Quinta-feira é ótima para colocar tudo em dia. Vamos lá?',
    'Feliz quinta! Em que posso ser útil?',
  ],
  [
    'Sexta-feira chegou! Vamos fechar a semana com chave de ouro?',
    'Boa sexta-feira! Posso ajudar a concluir suas pendências.',
    'Sextou! Conte comigo para o que precisar.',
  ],
  [
    'Bom sábado! Precisa de ajuda com alguma coisa?',
    'Sábado também é dia de resolver pendências. Estou aqui!',
    'Feliz sábado! Como posso ajudar hoje?',
  ],
];

/** "Bom dia" from 5 h, "Boa tarde" from 12 h, "Boa noite" from 18 h (São Paulo). */
export function salutation(date: Date): string {
  const { hour } = saoPauloClock(date);
  if (hour >= 5 && hour < 12) return 'Bom dia';
  if (hour >= 12 && hour < 18) return 'Boa tarde';
  return 'Boa noite';
}

export function greetingTitle(name: string | undefined, date: Date = new Date()): string {
  const trimmed = name?.trim();
  return `${salutation(date)}, ${trimmed || VISITOR_LABEL}!`;
}

/** `random` returns a number in [0, 1), as Math.random does; injectable so tests can pin the choice. */
export function greetingMessage(date: Date, random: () => number = Math.random): string {
  const options = weekdayMessages[saoPauloClock(date).weekday]!;
  return options[Math.min(options.length - 1, Math.floor(random() * options.length))]!;
}
