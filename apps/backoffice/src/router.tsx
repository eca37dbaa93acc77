import type { Role } from '@siao/shared';
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  type DataRouter,
  type LoaderFunctionArgs,
  matchRoutes,
  type RouteObject,
  redirect,
} from 'react-router';
import { FullPageLoader } from './components/full-page-loader';
import { RouteError } from './components/route-error';
import { UnderConstruction } from './components/under-construction';
import { setNavigation } from './lib/api';
import { loginPath, safeRedirect } from './lib/auth/login-path';
import { ensureSession } from './lib/auth/session';
import type { RouteMeta } from './lib/route-meta';

type PageLoader = () => Promise<ComponentType>;

export interface PageRoute extends RouteMeta {
  /** Absolute path as the user sees it (spec §2; `{id}` written `:id`). */
  path: string;
  /** Lazily loaded screen; without it the route shows the 'Em construção' state. */
  page?: PageLoader;
  /** The screen needs no more Mantine CSS than its layout loads (otherwise all of it loads first). */
  ownCss?: boolean;
  /** Runs before the screen (public routes only; `roles` routes get the session guard). */
  loader?: (args: LoaderFunctionArgs) => Promise<unknown>;
}

const managers: readonly Role[] = ['superadmin', 'admin'];
const staff: readonly Role[] = ['superadmin', 'admin', 'operador'];
const superadmin: readonly Role[] = ['superadmin'];

/** Main layout (spec §2): requires a session; `roles` absent = every signed-in role. */
export const mainRoutes: PageRoute[] = [
  {
    path: '/',
    title: 'Painel de Controle',
    // the layout's CSS covers the dashboard (styles/mantine-signed-in.ts)
    ownCss: true,
    page: () => import('./features/dashboard/dashboard-page').then((m) => m.DashboardPage),
  },
  {
    path: '/users',
    title: 'Usuários',
    roles: managers,
    page: () => import('./features/users/users-page').then((m) => m.UsersPage),
  },
  {
    path: '/users/:id',
    name: 'users-edit',
    title: 'Editar Usuário',
    roles: managers,
    page: () => import('./features/users/user-edit-page').then((m) => m.UserEditPage),
  },
  {
    path: '/users-new',
    title: 'Novo Usuário',
    roles: managers,
    page: () => import('./features/users/user-new-page').then((m) => m.UserNewPage),
  },
  {
    path: '/profile',
    title: 'Meu perfil',
    page: () => import('./features/profile/profile-page').then((m) => m.ProfilePage),
  },
  {
    path: '/clients',
    title: 'Clientes',
    roles: staff,
    page: () => import('./features/clients/clients-page').then((m) => m.ClientsPage),
  },
  {
    path: '/client/:id',
    name: 'client-edit',
    title: 'Editar Cliente',
    roles: staff,
    page: () => import('./features/clients/client-edit-page').then((m) => m.ClientEditPage),
  },
  {
    path: '/client-new',
    title: 'Novo Cliente',
    roles: staff,
    page: () => import('./features/clients/client-new-page').then((m) => m.ClientNewPage),
  },
  {
    path: '/faturas',
    title: 'Gestão de Faturas',
    clienteTitle: 'Minhas faturas',
    // a `cliente` sees its own client's faturas, read-only (the API scopes them)
    page: () => import('./features/faturas/faturas-page').then((m) => m.FaturasPage),
  },
  {
    // "Nova fatura" of Gestão de Faturas: one page, the client is the form's first field
    path: '/faturas/nova',
    title: 'Nova fatura',
    roles: staff,
    page: () => import('./features/faturas/fatura-edit-page').then((m) => m.FaturaEditPage),
  },
  {
    path: '/client/:id/faturas',
    title: 'Faturas do Cliente',
    roles: staff,
    page: () => import('./features/faturas/client-faturas-page').then((m) => m.ClientFaturasPage),
  },
  {
    // the same screen creating a fatura: titled "Nova fatura" (static segment wins over `:faturaId`)
    path: '/client/:clientId/fatura/nova',
    title: 'Nova fatura',
    roles: staff,
    page: () => import('./features/faturas/fatura-edit-page').then((m) => m.FaturaEditPage),
  },
  {
    path: '/client/:clientId/fatura/:faturaId',
    name: 'fatura-edit',
    title: 'Editar Fatura',
    clienteTitle: 'Fatura',
    // staff edit; a `cliente` opens its own faturas read-only (PDF, PIX)
    page: () => import('./features/faturas/fatura-edit-page').then((m) => m.FaturaEditPage),
  },
  {
    path: '/documents',
    title: 'Documentos',
    page: () => import('./features/documents/documents-page').then((m) => m.DocumentsPage),
  },
  {
    path: '/terms',
    title: 'Termos e Políticas',
    roles: managers,
    page: () => import('./features/terms/terms-page').then((m) => m.TermsPage),
  },
  {
    path: '/quiz/:id',
    title: 'Quiz',
    page: () => import('./features/learning/quiz-page').then((m) => m.QuizPage),
  },
  {
    path: '/reports',
    title: 'Relatórios',
    roles: managers,
    page: () => import('./features/reports/reports-page').then((m) => m.ReportsPage),
  },
  {
    path: '/siaogpt',
    title: 'SiãoGPT',
    page: () => import('./features/siaogpt/siaogpt-page').then((m) => m.SiaogptPage),
  },
  {
    path: '/agents',
    title: 'Assistentes',
    page: () => import('./features/agents/agents-page').then((m) => m.AgentsPage),
  },

  {
    // SiãoSeg learner page (the spec names no route: ours, docs/decisions/0017-rotas-que-a-especificacao-nao-nomeia.md)
    path: '/treinamentos',
    title: 'Treinamentos',
    roles: ['cliente'],
    page: () => import('./features/learning/trainings-page').then((m) => m.TrainingsPage),
  },

  // Superadmin area (spec §2 gives no titles here; these are ours).
  {
    path: '/superadmin/siaoseg/journeys',
    title: 'Jornadas e Trilhas',
    roles: superadmin,
    page: () => import('./features/learning/journeys-page').then((m) => m.JourneysPage),
  },
  {
    path: '/superadmin/siaoseg/quizzes',
    title: 'Quizzes',
    roles: superadmin,
    page: () => import('./features/learning/quizzes-page').then((m) => m.QuizzesPage),
  },
  {
    path: '/superadmin/siaoseg/documents',
    title: 'Documentos do SiãoSeg',
    roles: superadmin,
    page: () => import('./features/learning/learning-documents-page').then((m) => m.LearningDocumentsPage),
  },
  {
    path: '/superadmin/siaoseg/journeys/:id',
    title: 'Editar Jornada',
    roles: superadmin,
    page: () => import('./features/learning/journey-form-page').then((m) => m.JourneyFormPage),
  },
  {
    path: '/superadmin/siaoseg/journeys-new',
    title: 'Nova Jornada',
    roles: superadmin,
    page: () => import('./features/learning/journey-form-page').then((m) => m.JourneyFormPage),
  },
  {
    path: '/superadmin/siaoseg/journeys/:id/trail/:idTrail',
    title: 'Editar Trilha',
    roles: superadmin,
    page: () => import('./features/learning/trail-form-page').then((m) => m.TrailFormPage),
  },
  {
    path: '/superadmin/siaoseg/journeys/:id/trail-new',
    title: 'Nova Trilha',
    roles: superadmin,
    page: () => import('./features/learning/trail-form-page').then((m) => m.TrailFormPage),
  },
  {
    path: '/superadmin/siaoseg/quizzes/:id',
    title: 'Editar Quiz',
    roles: superadmin,
    page: () => import('./features/learning/quiz-form-page').then((m) => m.QuizFormPage),
  },
  {
    path: '/superadmin/siaoseg/quizzes-new',
    title: 'Novo Quiz',
    roles: superadmin,
    page: () => import('./features/learning/quiz-form-page').then((m) => m.QuizFormPage),
  },
  {
    path: '/superadmin/siaoseg/quizzes/:id/question/:idQuestion',
    title: 'Editar Pergunta',
    roles: superadmin,
    page: () => import('./features/learning/question-form-page').then((m) => m.QuestionFormPage),
  },
  {
    path: '/superadmin/siaoseg/quizzes/:id/question-new',
    title: 'Nova Pergunta',
    roles: superadmin,
    page: () => import('./features/learning/question-form-page').then((m) => m.QuestionFormPage),
  },
  {
    path: '/superadmin/siaogpt/chatgpt-assistants',
    title: 'Assistentes ChatGPT',
    roles: superadmin,
    page: () =>
      import('./features/chatgpt-assistants/chatgpt-assistants-page').then((m) => m.ChatgptAssistantsPage),
  },
  {
    // business data of faturas and certificates (issuer, PIX, bank details, signer); ours, like the area's titles
    path: '/superadmin/configuracoes',
    title: 'Configurações',
    roles: superadmin,
    page: () => import('./features/settings/settings-page').then((m) => m.SettingsPage),
  },
  {
    // LGPD art. 18: find a person, record the request with its 15-day deadline, answer it
    path: '/superadmin/lgpd',
    title: 'Solicitações de titulares',
    roles: superadmin,
    page: () => import('./features/lgpd/lgpd-page').then((m) => m.LgpdPage),
  },

  // Services.
  {
    path: '/services',
    title: 'Serviços',
    page: () => import('./features/services/services-page').then((m) => m.ServicesPage),
  },
  {
    path: '/services/cnib',
    title: 'CNIB',
    page: () => import('./features/services/cnib-page').then((m) => m.CnibPage),
  },
  {
    path: '/services/ocr',
    title: 'OCR',
    page: () => import('./features/services-ocr/ocr-page').then((m) => m.OcrPage),
  },
  {
    path: '/services/ocr/:id',
    title: 'Visualização',
    page: () => import('./features/services-ocr/ocr-view-page').then((m) => m.OcrViewPage),
  },
  {
    path: '/services/ocr-nascimento-obito',
    title: 'OCR de Certidões',
    page: () => import('./features/services-ocr/certidoes-page').then((m) => m.CertidoesPage),
  },
];

/** Public sign layout: spec §2 puts it under /app-sign; the user sees /login etc. (docs/decisions/0017-rotas-que-a-especificacao-nao-nomeia.md). */
export const signRoutes: PageRoute[] = [
  {
    path: '/login',
    title: 'Login',
    loader: toDashboardWhenSignedIn,
    ownCss: true,
    page: () => import('./features/auth/login-page').then((m) => m.LoginPage),
  },
  {
    // a session that owes its second factor reaches only this screen (and /logout)
    path: '/verificacao-em-duas-etapas',
    title: 'Verificação em duas etapas',
    loader: requireSession,
    page: () =>
      import('./features/profile/second-factor-enrolment-page').then((m) => m.SecondFactorEnrolmentPage),
  },
  {
    path: '/logout',
    title: 'Sair',
    ownCss: true,
    page: () => import('./features/auth/logout-page').then((m) => m.LogoutPage),
  },
  {
    path: '/reset-password',
    title: 'Recuperar senha',
    ownCss: true,
    page: () => import('./features/auth/reset-password-page').then((m) => m.ResetPasswordPage),
  },
  {
    path: '/reset-password-token',
    title: 'Redefinir senha',
    ownCss: true,
    page: () => import('./features/auth/reset-password-token-page').then((m) => m.ResetPasswordTokenPage),
  },
  {
    path: '/politica-de-privacidade',
    title: 'Política de Privacidade',
    wide: true,
    page: () => import('./features/auth/privacy-policy-page').then((m) => m.PrivacyPolicyPage),
  },
  {
    // the certificate QR code's link (issue 12): public, no login
    path: '/certificados/:code',
    title: 'Verificação de certificado',
    wide: true,
    page: () => import('./features/learning/certificate-verify-page').then((m) => m.CertificateVerifyPage),
  },
  {
    path: '/verificar/cnib/:code',
    title: 'Verificação de comprovante CNIB',
    page: () => import('./features/services/cnib-verification-page').then((m) => m.CnibVerificationPage),
  },
  {
    path: '/unauthorized',
    title: 'Acesso negado',
    ownCss: true,
    page: () => import('./features/system/unauthorized-page').then((m) => m.UnauthorizedPage),
  },
  {
    path: '*',
    title: 'Página não encontrada',
    ownCss: true,
    page: () => import('./features/system/not-found-page').then((m) => m.NotFoundPage),
  },
];

async function requireSession({ request }: LoaderFunctionArgs) {
  try {
    return await ensureSession();
  } catch {
    // token_not_provided or any failure of GET me (spec §8) ends on the login page.
    throw redirect(loginPath(new URL(request.url)));
  }
}

/** The main area: a session that owes its second factor's enrolment goes to that screen first, no skip. */
async function requireCompleteSession(args: LoaderFunctionArgs) {
  const user = await requireSession(args);
  if (user.second_factor_enrolment_required) throw redirect('/verificacao-em-duas-etapas');
  return user;
}

/** A signed-in user opening /login goes on (to `redirect` or the dashboard); a dead session stays. */
async function toDashboardWhenSignedIn({ request }: LoaderFunctionArgs) {
  const user = await ensureSession().catch(() => null);
  if (user) throw redirect(safeRedirect(new URL(request.url).searchParams.get('redirect')));
  return null;
}

/** All of Mantine's CSS and the date pickers' settings, before a screen shows (see styles/full-ui.tsx). */
const fullUi = () => import('./styles/full-ui').then((m) => m.FullUi);

function toRouteObject({ path, page, loader, ownCss, ...meta }: PageRoute): RouteObject {
  const { roles } = meta;
  const guard = roles
    ? async (args: LoaderFunctionArgs) => {
        const user = await requireSession(args);
        if (!roles.includes(user.role)) throw redirect('/unauthorized');
        return null;
      }
    : loader;
  const lazy = page
    ? async () => {
        const [Page, FullUi] = await Promise.all([page(), ownCss ? null : fullUi()]);
        return {
          Component: FullUi
            ? () => (
                <FullUi>
                  <Page />
                </FullUi>
              )
            : Page,
        };
      }
    : undefined;
  return { path, handle: meta, loader: guard, ...(lazy ? { lazy } : { Component: UnderConstruction }) };
}

export function buildRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      errorElement: <RouteError />,
      hydrateFallbackElement: <FullPageLoader />,
      children: [
        {
          id: 'main',
          loader: requireCompleteSession,
          lazy: async () => ({ Component: (await import('./layouts/main-layout')).MainLayout }),
          children: mainRoutes.map(toRouteObject),
        },
        {
          // Old links under the spec's /app-sign prefix keep working.
          path: '/app-sign/*',
          loader: ({ params, request }) =>
            redirect(`/${params['*'] ?? 'login'}${new URL(request.url).search}`),
        },
        {
          id: 'sign',
          lazy: async () => ({ Component: (await import('./layouts/sign-layout')).SignLayout }),
          children: signRoutes.map(toRouteObject),
        },
      ],
    },
  ];
}

/** Title the user sees at `pathname` (used by tests and anything outside the router). */
export function titleForPath(pathname: string): string | undefined {
  const matches = matchRoutes(buildRoutes(), pathname);
  return (matches?.at(-1)?.route.handle as RouteMeta | undefined)?.title;
}

/** Lets the http client (outside React) send 401s to /login and 403s to /unauthorized through the router. */
export function wireNavigation(router: Pick<DataRouter, 'navigate' | 'state'>): void {
  setNavigation({
    toLogin: () => void router.navigate(loginPath(router.state.location), { replace: true }),
    toUnauthorized: () => void router.navigate('/unauthorized'),
  });
}

export function createAppRouter() {
  const router = createBrowserRouter(buildRoutes());
  wireNavigation(router);
  return router;
}
