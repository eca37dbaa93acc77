import type { Product, Role, User } from '@siao/shared';
import {
  IconBook2,
  IconBrain,
  IconFileCertificate,
  IconFileText,
  IconGavel,
  IconHome,
  IconListCheck,
  IconMessageChatbot,
  IconReceipt2,
  IconReport,
  IconRobot,
  IconRoute,
  IconScan,
  IconSchool,
  IconSearch,
  IconServer,
  IconSettings,
  IconShieldLock,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

export interface MenuItem {
  label: string;
  path: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  /** Client users see the item only when their client has this product. */
  product?: Product;
  /** Active only on this exact path (the home and list pages that have sub-pages in the menu). */
  exact?: boolean;
}

export interface MenuSection {
  label?: string;
  items: MenuItem[];
}

const item = {
  painel: { label: 'Painel de Controle', path: '/', icon: IconHome, exact: true },
  clientes: { label: 'Clientes', path: '/clients', icon: IconUsersGroup },
  faturas: { label: 'Gestão de Faturas', path: '/faturas', icon: IconReceipt2 },
  minhasFaturas: { label: 'Minhas faturas', path: '/faturas', icon: IconReceipt2 },
  usuarios: { label: 'Usuários', path: '/users', icon: IconUsers },
  documentos: { label: 'Documentos', path: '/documents', icon: IconFileText },
  termos: { label: 'Termos e Políticas', path: '/terms', icon: IconGavel },
  relatorios: { label: 'Relatórios', path: '/reports', icon: IconReport },
  siaogpt: { label: 'SiãoGPT', path: '/siaogpt', icon: IconMessageChatbot, product: 'siaogpt' },
  assistentes: { label: 'Assistentes', path: '/agents', icon: IconRobot, product: 'siaogpt' },
  servicos: {
    label: 'Todos os serviços',
    path: '/services',
    icon: IconServer,
    exact: true,
    product: 'servicos',
  },
  cnib: { label: 'CNIB', path: '/services/cnib', icon: IconSearch, product: 'servicos' },
  ocr: { label: 'OCR', path: '/services/ocr', icon: IconScan, product: 'servicos' },
  certidoes: {
    label: 'OCR de Certidões',
    path: '/services/ocr-nascimento-obito',
    icon: IconFileCertificate,
    product: 'servicos',
  },
  jornadas: { label: 'Jornadas e Trilhas', path: '/superadmin/siaoseg/journeys', icon: IconRoute },
  quizzes: { label: 'Quizzes', path: '/superadmin/siaoseg/quizzes', icon: IconListCheck },
  docsSiaoseg: { label: 'Documentos do SiãoSeg', path: '/superadmin/siaoseg/documents', icon: IconBook2 },
  treinamentos: { label: 'Treinamentos', path: '/treinamentos', icon: IconSchool, product: 'siaoseg' },
  chatgpt: { label: 'Assistentes ChatGPT', path: '/superadmin/siaogpt/chatgpt-assistants', icon: IconBrain },
  configuracoes: { label: 'Configurações', path: '/superadmin/configuracoes', icon: IconSettings },
  titulares: { label: 'Solicitações de titulares', path: '/superadmin/lgpd', icon: IconShieldLock },
} satisfies Record<string, MenuItem>;

const ai: MenuSection = { label: 'Inteligência artificial', items: [item.siaogpt, item.assistentes] };
const services: MenuSection = {
  label: 'Serviços',
  items: [item.servicos, item.cnib, item.ocr, item.certidoes],
};

/** THE table of what each role finds in the sidebar; route guards in router.tsx must agree (tested). */
export const menuByRole: Record<Role, MenuSection[]> = {
  superadmin: [
    {
      items: [
        item.painel,
        item.clientes,
        item.faturas,
        item.usuarios,
        item.documentos,
        item.termos,
        item.relatorios,
      ],
    },
    ai,
    services,
    { label: 'SiãoSeg', items: [item.jornadas, item.quizzes, item.docsSiaoseg] },
    { label: 'SiãoGPT (legado)', items: [item.chatgpt] },
    { label: 'Plataforma', items: [item.configuracoes, item.titulares] },
  ],
  admin: [
    {
      items: [
        item.painel,
        item.clientes,
        item.faturas,
        item.usuarios,
        item.documentos,
        item.termos,
        item.relatorios,
      ],
    },
    ai,
    services,
  ],
  operador: [{ items: [item.painel, item.clientes, item.faturas, item.documentos] }, ai, services],
  cliente: [{ items: [item.painel, item.minhasFaturas, item.documentos, item.treinamentos] }, ai, services],
};

/** Menu for this user: client users only see the products their client has contracted. */
export function menuFor(user: Pick<User, 'role' | 'products'>): MenuSection[] {
  return menuByRole[user.role]
    .map((section) => ({
      ...section,
      items: section.items.filter(
        (i) => user.role !== 'cliente' || !i.product || user.products.includes(i.product),
      ),
    }))
    .filter((section) => section.items.length > 0);
}
