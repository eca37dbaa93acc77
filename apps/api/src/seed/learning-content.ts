import type { QuestionInput } from '@siao/shared';

/**
 * Demo SiãoSeg content (issue 12). Every rule cited is in force as of 2026-11: LGPD (Lei 13.709/2018),
 * Marco Civil da Internet (Lei 12.965/2014), Provimento CNJ 213/2026 (which REVOKED Provimento CNJ
 * 74/2018) and the Código Nacional de Normas. No figure appears that was not checked against
 * /work/shared/domain-notes.md or the law's text.
 */
const o = (text: string, correct = false, feedback: string | null = null) => ({ text, correct, feedback });
const pair = (text: string, match: string) => ({ text, match });

export interface SeedTrail {
  title: string;
  description: string;
  lesson: { title: string; html: string };
  quiz: {
    title: string;
    description: string;
    time_limit_minutes: number | null;
    attempts_allowed: number | null;
  };
  questions: QuestionInput[];
}

export const demoJourney = {
  title: 'Segurança da informação e LGPD no cartório',
  description:
    'Proteção de dados pessoais (LGPD) e segurança da informação nas serventias extrajudiciais, conforme o Provimento CNJ 213/2026 e o Código Nacional de Normas.',
  workload_hours: 8,
};

export const demoTrails: SeedTrail[] = [
  {
    title: 'Fundamentos da LGPD no cartório',
    description: 'Conceitos, princípios, bases legais e direitos do titular.',
    lesson: {
      title: 'O que a LGPD muda na rotina da serventia',
      html: '<p>A Lei Geral de Proteção de Dados Pessoais (<strong>Lei 13.709/2018</strong>) regula o tratamento de dados pessoais. Pelo seu art. 23, § 4º, os serviços notariais e de registro exercidos em caráter privado recebem o mesmo tratamento dado às pessoas jurídicas de direito público.</p><p>Dado pessoal é a informação relacionada a pessoa natural identificada ou identificável (art. 5º, I); dados sensíveis, como os de saúde, biométricos e de convicção religiosa, têm proteção reforçada (art. 5º, II).</p>',
    },
    quiz: {
      title: 'Quiz: fundamentos da LGPD',
      description: 'Sete perguntas sobre conceitos, princípios e direitos do titular.',
      time_limit_minutes: null,
      attempts_allowed: null,
    },
    questions: [
      {
        type: 'unica',
        statement: 'Qual é a Lei Geral de Proteção de Dados Pessoais (LGPD)?',
        options: [
          o('Lei 13.709/2018', true),
          o('Lei 12.965/2014', false, 'Esta é o Marco Civil da Internet.'),
          o('Lei 8.935/1994', false, 'Esta é a lei dos notários e registradores.'),
          o('Lei 6.015/1973', false, 'Esta é a Lei de Registros Públicos.'),
        ],
        explanation: 'A LGPD é a Lei 13.709, de 2018.',
      },
      {
        type: 'multipla',
        statement: 'Quais destes são dados pessoais sensíveis segundo a LGPD (art. 5º, II)?',
        options: [
          o('Dado referente à saúde', true),
          o('Dado biométrico', true),
          o('Convicção religiosa', true),
          o('Endereço residencial'),
          o('Número de telefone'),
        ],
        explanation:
          'Endereço e telefone são dados pessoais, mas não estão na lista de dados sensíveis do art. 5º, II.',
      },
      {
        type: 'verdadeiro_falso',
        statement:
          'Os serviços notariais e de registro exercidos em caráter privado recebem, na LGPD, o mesmo tratamento dado às pessoas jurídicas de direito público (art. 23, § 4º).',
        options: [o('Verdadeiro', true), o('Falso')],
      },
      {
        type: 'associacao',
        statement: 'Associe cada agente ou papel da LGPD (art. 5º) à sua definição.',
        options: [
          pair('Titular', 'Pessoa natural a quem se referem os dados'),
          pair('Controlador', 'A quem competem as decisões sobre o tratamento'),
          pair('Operador', 'Quem realiza o tratamento em nome do controlador'),
          pair('Encarregado', 'Canal de comunicação entre controlador, titulares e ANPD'),
        ].map((p) => ({ ...p, correct: false })),
      },
      {
        type: 'unica',
        statement:
          'Qual princípio da LGPD limita o tratamento ao mínimo necessário para as finalidades (art. 6º)?',
        options: [o('Necessidade', true), o('Transparência'), o('Livre acesso'), o('Qualidade dos dados')],
      },
      {
        type: 'verdadeiro_falso',
        statement:
          'O consentimento do titular é a única base legal que permite ao cartório tratar dados pessoais.',
        options: [
          o(
            'Verdadeiro',
            false,
            'O art. 7º prevê outras bases, como o cumprimento de obrigação legal ou regulatória.',
          ),
          o('Falso', true),
        ],
        explanation:
          'O art. 7º da LGPD lista várias bases legais; o cumprimento de obrigação legal ou regulatória é uma delas.',
      },
      {
        type: 'multipla',
        statement: 'Quais são direitos do titular previstos no art. 18 da LGPD?',
        options: [
          o('Confirmação da existência de tratamento', true),
          o('Acesso aos dados', true),
          o('Correção de dados incompletos, inexatos ou desatualizados', true),
          o('Receber pagamento pelo uso dos seus dados'),
        ],
      },
    ],
  },
  {
    title: 'Segurança da informação: Provimento CNJ 213/2026',
    description: 'A norma em vigor para a tecnologia e a segurança das serventias.',
    lesson: {
      title: 'Do Provimento 74/2018 ao Provimento 213/2026',
      html: '<p>O <strong>Provimento CNJ 213/2026</strong> revogou o Provimento CNJ 74/2018. Ele mantém a divisão das serventias em três classes conforme a arrecadação e exige política de segurança da informação, planos de continuidade de negócios e de recuperação de desastres (com RPO e RTO definidos) e resposta a incidentes.</p><p>As normas da Corregedoria Nacional de Justiça para o foro extrajudicial estão consolidadas no <strong>Código Nacional de Normas</strong>: consulte sempre o texto atualizado.</p>',
    },
    quiz: {
      title: 'Quiz: Provimento CNJ 213/2026',
      description: 'Oito perguntas sobre a norma de segurança da informação em vigor.',
      time_limit_minutes: null,
      attempts_allowed: null,
    },
    questions: [
      {
        type: 'verdadeiro_falso',
        statement:
          'O Provimento CNJ 74/2018 continua em vigor e é a norma de referência para a segurança da informação nos cartórios.',
        options: [
          o('Verdadeiro'),
          o('Falso', true, 'Correto: ele foi revogado pelo Provimento CNJ 213/2026.'),
        ],
        explanation: 'O Provimento CNJ 74/2018 foi revogado pelo Provimento CNJ 213/2026.',
      },
      {
        type: 'unica',
        statement:
          'Qual norma do CNJ trata hoje da tecnologia e da segurança da informação das serventias extrajudiciais?',
        options: [
          o('Provimento CNJ 213/2026', true),
          o('Provimento CNJ 74/2018', false, 'Revogado pelo Provimento CNJ 213/2026.'),
          o('Lei 12.965/2014 (Marco Civil da Internet)'),
        ],
      },
      {
        type: 'multipla',
        statement: 'Quais destes instrumentos o Provimento CNJ 213/2026 exige das serventias?',
        options: [
          o('Política de segurança da informação', true),
          o('Plano de continuidade de negócios', true),
          o('Plano de recuperação de desastres', true),
          o('Procedimento de resposta a incidentes', true),
          o('Compartilhamento de senhas entre escreventes'),
        ],
      },
      {
        type: 'ordenacao',
        statement: 'Ordene as etapas da resposta a um incidente de segurança.',
        options: [
          o('Identificar e registrar o incidente'),
          o('Conter o incidente, isolando os sistemas afetados'),
          o('Avaliar o risco aos titulares e, se relevante, comunicar à ANPD e aos titulares'),
          o('Analisar as causas e reforçar os controles'),
        ],
      },
      {
        type: 'unica',
        statement: 'Num plano de recuperação de desastres, o que é o RPO?',
        options: [
          o('A perda máxima de dados aceitável, medida em tempo', true),
          o('O tempo máximo para restabelecer o serviço', false, 'Este é o RTO.'),
          o('O número de cópias de segurança guardadas'),
          o('O prazo de guarda dos livros'),
        ],
      },
      {
        type: 'unica',
        statement: 'Num plano de recuperação de desastres, o que é o RTO?',
        options: [
          o('O tempo máximo aceitável para restabelecer o serviço', true),
          o('A perda máxima de dados aceitável, medida em tempo', false, 'Este é o RPO.'),
          o('A velocidade do link de internet'),
        ],
      },
      {
        type: 'verdadeiro_falso',
        statement:
          'O Provimento CNJ 213/2026 mantém a divisão das serventias em três classes conforme a arrecadação.',
        options: [o('Verdadeiro', true), o('Falso')],
      },
      {
        type: 'verdadeiro_falso',
        statement:
          'As normas da Corregedoria Nacional de Justiça para o foro extrajudicial estão consolidadas no Código Nacional de Normas.',
        options: [o('Verdadeiro', true), o('Falso')],
      },
    ],
  },
  {
    title: 'Boas práticas e incidentes no dia a dia',
    description: 'Senhas, golpes por e-mail, cópias de segurança e comunicação de incidentes.',
    lesson: {
      title: 'Segurança no balcão e na estação de trabalho',
      html: '<p>Senha é pessoal e intransferível. Bloqueie a tela ao sair da estação, use autenticação em dois fatores e desconfie de mensagens que pedem senha com urgência.</p><p>Um incidente de segurança que possa acarretar risco ou dano relevante aos titulares deve ser comunicado à ANPD e ao titular (LGPD, art. 48).</p>',
    },
    quiz: {
      title: 'Quiz: boas práticas e incidentes',
      description: 'Sete perguntas, 20 minutos, até 3 tentativas.',
      time_limit_minutes: 20,
      attempts_allowed: 3,
    },
    questions: [
      {
        type: 'unica',
        statement: 'Chega um e-mail "do suporte" pedindo sua senha com urgência. O que fazer?',
        options: [
          o('Não clicar em links, não informar a senha e avisar o responsável pela segurança', true),
          o('Responder com a senha para não atrasar o atendimento'),
          o('Encaminhar aos colegas para saber se receberam também'),
          o('Clicar no link para verificar se é verdadeiro'),
        ],
      },
      {
        type: 'verdadeiro_falso',
        statement:
          'Compartilhar a senha do sistema com um colega de confiança é aceitável quando há muito movimento no balcão.',
        options: [o('Verdadeiro'), o('Falso', true)],
        explanation: 'A senha identifica quem praticou cada ato; compartilhá-la apaga essa rastreabilidade.',
      },
      {
        type: 'multipla',
        statement: 'Quais são boas práticas de acesso aos sistemas da serventia?',
        options: [
          o('Usar autenticação em dois fatores', true),
          o('Bloquear a tela ao sair da estação', true),
          o('Usar uma senha diferente para cada sistema', true),
          o('Anotar a senha num papel colado no monitor'),
        ],
      },
      {
        type: 'unica',
        statement:
          'A quem o controlador deve comunicar um incidente de segurança que possa acarretar risco ou dano relevante aos titulares (LGPD, art. 48)?',
        options: [
          o('À ANPD e ao titular', true),
          o('Somente à polícia'),
          o('A ninguém, se o incidente já foi resolvido'),
        ],
      },
      {
        type: 'associacao',
        statement: 'Associe cada controle de segurança ao que ele faz.',
        options: [
          pair('Cópia de segurança (backup)', 'Permite restaurar os dados após uma perda'),
          pair('Criptografia', 'Torna os dados ilegíveis sem a chave'),
          pair('Registro de acesso (log)', 'Mostra quem acessou o quê e quando'),
          pair('Controle de acesso', 'Limita cada usuário ao que sua função exige'),
        ].map((p) => ({ ...p, correct: false })),
      },
      {
        type: 'verdadeiro_falso',
        statement:
          'O Marco Civil da Internet (Lei 12.965/2014, art. 15) obriga o provedor de aplicações a guardar os registros de acesso por 6 meses.',
        options: [o('Verdadeiro', true), o('Falso')],
      },
      {
        type: 'unica',
        statement:
          'Qual é o prazo da LGPD (art. 19) para fornecer ao titular a declaração completa sobre o tratamento dos seus dados?',
        options: [o('15 dias', true), o('30 dias'), o('90 dias'), o('1 ano')],
      },
    ],
  },
];

/** A short journey the demo learner has completed, so a fresh install shows a certificate. */
export const welcomeJourney = {
  journey: {
    title: 'Boas-vindas: uso seguro do Sião',
    description: 'Como acessar o Sião com segurança e onde encontrar a política de segurança do cartório.',
    workload_hours: 1,
  },
  trail: {
    title: 'Primeiros passos',
    description: 'A política de segurança da informação e os cuidados no dia a dia.',
  },
  document: {
    title: 'Política de segurança da informação (modelo)',
    description: 'Modelo de política para adaptar à serventia.',
    fileName: 'politica-seguranca-informacao.pdf',
    lines: [
      '1. Objetivo: proteger os dados pessoais tratados pela serventia (LGPD, Lei 13.709/2018).',
      '2. A LGPD, art. 46, exige medidas de segurança técnicas e administrativas aptas',
      '   a proteger os dados pessoais de acessos não autorizados e de incidentes.',
      '3. Cada colaborador usa o próprio login; senhas não são compartilhadas.',
      '4. O acesso aos sistemas segue a função de cada um (menor privilégio).',
      '5. Incidentes de segurança são comunicados ao encarregado (DPO) imediatamente.',
      '6. Cópias de segurança são feitas e testadas com regularidade.',
      '7. Esta política é revista pelo menos uma vez por ano.',
    ],
  },
  lesson: {
    title: 'Cuidados ao usar o Sião',
    html: [
      '<p>O Sião guarda informações da serventia e dos seus usuários. Alguns cuidados simples protegem esses dados:</p>',
      '<ul>',
      '<li>use uma senha longa e só sua, e nunca a compartilhe;</li>',
      '<li>saia da sua sessão ao deixar o computador (menu do usuário › Sair);</li>',
      '<li>desconfie de e-mails que pedem a sua senha: o Sião nunca pede a senha por e-mail;</li>',
      '<li>comunique ao encarregado qualquer suspeita de acesso indevido.</li>',
      '</ul>',
    ].join(''),
  },
};
